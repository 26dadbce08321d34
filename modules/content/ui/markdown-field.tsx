import type { Locale } from '../../../src/i18n/locales.ts';
import { Field, type FieldErrors } from '../../../src/ui/form.tsx';
import { t } from '../locales/messages.ts';

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
