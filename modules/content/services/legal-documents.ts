import type { Locale } from '../../../src/i18n/locales.ts';
import type { RouteName } from '../../../src/i18n/route-table.ts';
import { multiLineText } from '../../../src/lib/plain-text.ts';
import type { Translator } from '../locales/messages.ts';
import type { FormResult } from './content-admin-forms.ts';

/** The legal documents the team publishes, each in four languages with its own versions. */
export const LEGAL_KINDS = ['terms', 'sale', 'privacy'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

export function isLegalKind(value: unknown): value is LegalKind {
  return typeof value === 'string' && (LEGAL_KINDS as readonly string[]).includes(value);
}

/** Each document's public page. */
export const LEGAL_ROUTES: Record<LegalKind, RouteName> = { terms: 'terms.index', sale: 'terms.sale', privacy: 'privacy.index' };

/** What a member accepts at sign-up: the terms of use and the privacy notice (the terms of sale bind an order). */
export const CONSENT_KINDS = ['terms', 'privacy'] as const satisfies readonly LegalKind[];

export interface LegalVersionRef {
  kind: LegalKind;
  /** The language of the text shown (English when the reader's language has none). */
  locale: Locale;
  version: number;
}

/**
 * The consent stored with an account: each accepted document's kind, language and version,
 * e.g. "terms.fr:3,privacy.fr:5" (better-auth's column takes 40 characters).
 */
export function consentVersionString(refs: readonly LegalVersionRef[]): string {
  return refs.map((ref) => `${ref.kind}.${ref.locale}:${ref.version}`).join(',');
}

/** Longest Markdown body, in characters. */
export const LEGAL_BODY_MAX = 50_000;

/**
 * A published text's Markdown from the editor's form: line breaks kept (CRLF as LF), other control
 * characters removed; required, bounded, and different from the version it replaces (a save that
 * changes nothing would only add a version to the history).
 */
export function parseLegalForm(fields: Record<string, string>, LL: Translator, latestBody: string | null): FormResult<{ body: string }> {
  const E = LL.content.admin.legal.errors;
  const body = multiLineText(fields.body ?? '')
    .replace(/\r\n?/g, '\n')
    .trim();
  if (!body) return { ok: false, errors: { body: [E.required()] } };
  if (body.length > LEGAL_BODY_MAX) return { ok: false, errors: { body: [E.tooLong()] } };
  if (latestBody !== null && body === latestBody.replace(/\r\n?/g, '\n').trim()) return { ok: false, errors: { body: [E.unchanged()] } };
  return { ok: true, value: { body } };
}

/**
 * Values the texts may name as `{{name}}`, filled when the page is shown, so the notice follows the
 * server's settings (how long logs are kept, which mail server sends our mails).
 */
export const LEGAL_PLACEHOLDERS = ['logRetentionDays', 'mailServer', 'contactEmail'] as const;
export type LegalPlaceholder = (typeof LEGAL_PLACEHOLDERS)[number];

/** Replaces each known `{{name}}`; unknown names stay as written (the editor sees the mistake). */
export function fillPlaceholders(body: string, values: Record<LegalPlaceholder, string>): string {
  return body.replace(/\{\{\s*([A-Za-z]+)\s*\}\}/g, (whole, name: string) =>
    (LEGAL_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as LegalPlaceholder] : whole,
  );
}

/** The mail server's host name from SMTP_URL (never its user or password), or null without one. */
export function smtpServerName(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname || null;
  } catch {
    return null;
  }
}
