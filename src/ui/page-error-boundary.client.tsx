'use client';
import { Component, type ReactNode } from 'react';
import { ErrorView } from './error-view.tsx';

interface Props {
  children: ReactNode;
  labels: { title: string; text: string; homeLabel: string; backHint: string };
  homeHref: string;
}

/** Waku signals not-found and redirects with errors of its own: they are not failures to show. */
function isRoutingSignal(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return typeof digest === 'string' && digest.startsWith('__WAKU_CUSTOM_ERROR__');
}

/**
 * Keeps the shell alive when a page fails: the generic error page (code 999: try again, use the
 * back button, or go home) replaces the content, in the visitor's language.
 */
export class PageErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (isRoutingSignal(error)) throw error;
    const { labels } = this.props;
    return (
      <ErrorView
        code={999}
        title={labels.title}
        text={labels.text}
        homeHref={this.props.homeHref}
        homeLabel={labels.homeLabel}
        backHint={labels.backHint}
      />
    );
  }
}
