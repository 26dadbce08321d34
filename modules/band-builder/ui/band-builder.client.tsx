'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Locale } from '../../../src/i18n/locales.ts';
import { notify } from '../../../src/ui/toasts.client.tsx';
import { encodeSettingsParam } from '../services/build/settings-link.ts';
import type { BuilderChoices, BuilderLabels, CourseChart, PreviewResult } from './builder-labels.ts';
import { PaperSection, SizeSection, StyleSection, WalkSection } from './builder-sections-more.tsx';
import { RaceSection, SplitsSection, StrategySection, type SectionProps } from './builder-sections.tsx';
import { RaceDaySection } from './builder-sections-race-day.tsx';
import { toDefinition, type BuilderState } from './builder-state.ts';
import { MiniPreview } from './mini-preview.client.tsx';
import { PreviewPanel } from './preview-panel.client.tsx';
import { SaveBand } from './save-band.client.tsx';
import { bandsApi } from '../api-paths.ts';

interface Props {
  locale: Locale;
  labels: BuilderLabels;
  choices: BuilderChoices;
  initialState: BuilderState;
  initialPreview: PreviewResult | null;
  initialErrors: Record<string, string[]>;
  loginPath: string;
  /** The course this band follows, with what the elevation chart needs; null for a plain distance. */
  course: { uuid: string; chart: CourseChart; isPrivate: boolean } | null;
}

const DEBOUNCE_MS = 350;

/**
 * The builder: every setting, grouped; each change updates the link (share, reload-safe) and,
 * after a short pause, the preview. The previous preview stays on screen until the next one
 * arrives, so it never flickers; a newer change cancels an older request.
 */
export function BandBuilder({ locale, labels, choices, initialState, initialPreview, initialErrors, loginPath, course }: Props) {
  const [state, setState] = useState(initialState);
  const [preview, setPreview] = useState(initialPreview);
  const [errors, setErrors] = useState(initialErrors);
  const [updating, setUpdating] = useState(false);
  const [shared, setShared] = useState(false);
  const first = useRef(true);

  const edit = useCallback((change: (draft: BuilderState) => void) => {
    setState((current) => {
      const draft = structuredClone(current);
      change(draft);
      return draft;
    });
    setShared(false);
  }, []);

  // The band definition: what the preview, the downloads, the link and Save all carry.
  const settings = useMemo(() => toDefinition(state, course?.uuid), [state, course?.uuid]);
  const settingsParam = useMemo(() => encodeSettingsParam(settings), [settings]);

  useEffect(() => {
    // The address keeps the band definition (an old link's form state is replaced on the first render).
    const url = new URL(window.location.href);
    const saved = url.searchParams.get('saved');
    url.search = `?s=${settingsParam}${saved ? `&saved=${encodeURIComponent(saved)}` : ''}`;
    window.history.replaceState(window.history.state, '', url);
  }, [settingsParam]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      // The page came with its preview (plans, layout, image addresses) or with its errors.
      if (initialPreview || Object.keys(initialErrors).length > 0) return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setUpdating(true);
      try {
        const response = await fetch(bandsApi.routes.preview.href(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          // The layout and each band's image address; the images themselves load (or come from cache) after.
          body: JSON.stringify({ settings, locale, images: 'link' }),
          signal: controller.signal,
        });
        const body = (await response.json()) as PreviewResult & { errors?: Record<string, string[]>; message?: string };
        if (response.ok) {
          setPreview(body);
          setErrors({});
        } else {
          setErrors(body.errors ?? { _: [body.message ?? 'Error'] });
        }
      } catch (error) {
        if ((error as Error).name !== 'AbortError') setErrors({ _: [(error as Error).message] });
      } finally {
        if (!controller.signal.aborted) setUpdating(false);
      }
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [settings, locale]);

  /**
   * The link to share: this page without "saved" (that is the owner's own copy). On a private
   * course, others could not open it: a read-only copy (plan and profile) is made and its link copied.
   */
  async function share() {
    let link: string;
    let copied = labels.download.copied;
    if (course?.isPrivate) {
      const response = await fetch(bandsApi.routes.snapshots.href(), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ definition: settings, courseUuid: course.uuid, locale }),
      }).catch(() => null);
      const body = ((await response?.json().catch(() => null)) ?? {}) as { path?: string; message?: string };
      if (!response?.ok || !body.path) {
        notify('error', body.message ?? labels.share.failed);
        return;
      }
      link = new URL(body.path, window.location.origin).href;
      copied = labels.share.copied;
    } else {
      const url = new URL(window.location.href);
      url.searchParams.delete('saved');
      link = url.href;
    }
    try {
      await navigator.clipboard.writeText(link);
      setShared(true);
      notify('success', copied);
    } catch {
      setShared(false);
    }
  }

  const errorOf = useCallback((path: string) => errors[path]?.[0], [errors]);
  const hasErrors = Object.keys(errors).length > 0;
  const sectionProps: SectionProps = { state, edit, labels, error: errorOf, choices };
  const query = `s=${settingsParam}&lang=${locale}`;

  return (
    <div className="builder">
      <MiniPreview
        labels={labels.preview}
        preview={preview}
        status={updating ? labels.preview.updating : hasErrors ? labels.preview.fix : ''}
      />
      <form className="builder-form" onSubmit={(event) => event.preventDefault()} noValidate>
        {hasErrors && (
          <div className="error-summary" role="alert">
            <strong>{labels.preview.fix}</strong>
            <ul>
              {Object.entries(errors).map(([path, messages]) => (
                <li key={path}>{messages[0]}</li>
              ))}
            </ul>
          </div>
        )}
        <RaceSection {...sectionProps} />
        <StrategySection {...sectionProps} locale={locale} plan={preview?.plans[0]} />
        <SplitsSection {...sectionProps} />
        <WalkSection {...sectionProps} />
        <RaceDaySection {...sectionProps} locale={locale} plan={preview?.plans[0]} />
        <SizeSection {...sectionProps} />
        <PaperSection {...sectionProps} />
        <StyleSection {...sectionProps} />
      </form>
      <PreviewPanel
        locale={locale}
        chart={course?.chart ?? null}
        save={
          <SaveBand
            labels={labels.saved}
            locale={locale}
            definition={settings}
            printedTitle={state.band.title}
            loginPath={loginPath}
            disabled={hasErrors}
          />
        }
        shareNote={course?.isPrivate ? labels.share.privateNote : null}
        labels={labels}
        preview={preview}
        updating={updating}
        hasErrors={hasErrors}
        downloads={{ pdf: bandsApi.routes.pdf.href(query), png: bandsApi.routes.png.href(query) }}
        shared={shared}
        onShare={() => void share()}
      />
    </div>
  );
}
