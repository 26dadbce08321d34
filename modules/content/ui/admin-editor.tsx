import type { ReactNode } from 'react';
import { Link } from 'waku';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteName, RouteParams } from '../../../src/i18n/route-table.ts';
import { ErrorSummary, Field, PostForm, type FieldErrors } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';

/**
 * The frame of every content editor (news, FAQ, legal pages): the page's head, a link back, the
 * title, the error summary, then one posted form with its fields and its submit button.
 */
export function AdminEditorFrame(props: {
  locale: Locale;
  route: RouteName;
  params?: RouteParams;
  title: string;
  back: { href: string; label: string };
  errors: FieldErrors;
  action: string;
  submit: string;
  /** Shown between the title and the form (the current version of a legal page). */
  intro?: ReactNode;
  children: ReactNode;
}) {
  const LL = t(props.locale);
  return (
    <div>
      <PageHead locale={props.locale} route={props.route} params={props.params ?? {}} title={props.title} noindex />
      <p>
        <Link to={props.back.href}>{props.back.label}</Link>
      </p>
      <h1>{props.title}</h1>
      {props.intro}
      <ErrorSummary title={LL.content.admin.errorsTitle()} errors={props.errors} />
      <PostForm action={props.action} locale={props.locale} label={props.title}>
        {props.children}
        <button type="submit" className="btn">
          {props.submit}
        </button>
      </PostForm>
    </div>
  );
}

/** A Markdown text area with the hint every content editor shows (what Markdown does, HTML removed). */
export function MarkdownField(props: {
  locale: Locale;
  name: string;
  label: string;
  value: string;
  errors: FieldErrors;
  required?: boolean;
  rows?: number;
  /** More help after the Markdown hint. */
  hint?: string;
}) {
  const hint = t(props.locale).content.admin.markdownHint();
  return (
    <Field
      as="textarea"
      name={props.name}
      label={props.label}
      hint={props.hint ? `${hint} ${props.hint}` : hint}
      errors={props.errors}
      value={props.value}
      rows={props.rows ?? 8}
      required={props.required ?? false}
    />
  );
}
