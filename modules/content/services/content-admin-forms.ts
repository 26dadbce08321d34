import { LOCALES } from '../../../src/i18n/locales.ts';
import { multiLineText, singleLineText } from '../../../src/lib/plain-text.ts';
import type { FaqInput, LocalizedText, NewsInput } from '../data/content-admin.repository.ts';
import type { Translator } from '../locales/messages.ts';

export type FormResult<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A text per language from `<name>_<locale>` fields: English required, the others optional (they
 * fall back to English). Titles and questions are one line; bodies and answers (markdown) keep
 * their line breaks; neither keeps other control characters (jsonb refuses a NUL).
 */
function localized(
  fields: Record<string, string>,
  name: string,
  max: number,
  errors: Record<string, string[]>,
  required: string,
  tooLong: string,
  clean: (text: string) => string,
): LocalizedText {
  const out: Record<string, string> = {};
  for (const locale of LOCALES) {
    const key = `${name}_${locale}`;
    const value = clean(fields[key] ?? '').trim();
    if (value.length > max) errors[key] = [locale === 'en' ? required : tooLong];
    else if (locale === 'en' && !value) errors[key] = [required];
    else if (value) out[locale] = value;
  }
  return out as LocalizedText;
}

/** `YYYY-MM-DDTHH:mm` (a datetime-local field) read as UTC. */
function parseUtcDateTime(value: string | undefined): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2})?$/.exec((value ?? '').trim());
  if (!match) return null;
  const date = new Date(`${match[1]}T${match[2]}:00Z`);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The value of a datetime-local field for a date, in UTC. */
export function utcDateTimeValue(iso: string): string {
  return iso.slice(0, 16);
}

export function parseNewsForm(fields: Record<string, string>, LL: Translator): FormResult<NewsInput> {
  const E = LL.content.admin.news.errors;
  const errors: Record<string, string[]> = {};
  const slug = (fields.slug ?? '').trim().toLowerCase();
  if (slug.length < 3 || slug.length > 120 || !SLUG.test(slug)) errors.slug = [E.slug()];
  const publishDateFrom = parseUtcDateTime(fields.publishDate);
  if (!publishDateFrom) errors.publishDate = [E.publishDate()];
  const title = localized(fields, 'title', 200, errors, E.titleEn(), E.tooLong(), singleLineText);
  const body = localized(fields, 'body', 20_000, errors, E.bodyEn(), E.tooLong(), multiLineText);
  if (Object.keys(errors).length > 0 || !publishDateFrom) return { ok: false, errors };
  return { ok: true, value: { slug, publishDateFrom, title, body } };
}

export function parseFaqForm(fields: Record<string, string>, LL: Translator): FormResult<FaqInput> {
  const E = LL.content.admin.faq.errors;
  const errors: Record<string, string[]> = {};
  const key = (fields.key ?? '').trim().toLowerCase();
  if (key.length < 3 || key.length > 80 || !SLUG.test(key)) errors.key = [E.key()];
  const position = Number((fields.position ?? '').trim());
  if (!/^\d{1,5}$/.test((fields.position ?? '').trim()) || position > 10_000) errors.position = [E.position()];
  const question = localized(fields, 'question', 300, errors, E.questionEn(), E.tooLong(), singleLineText);
  const answer = localized(fields, 'answer', 20_000, errors, E.answerEn(), E.tooLong(), multiLineText);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { key, position, question, answer } };
}
