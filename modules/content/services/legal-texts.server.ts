import type { EntityManager } from '../../../src/db/orm.server.ts';
import { env } from '../../../src/host/env.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { logRetentionDays } from '../../admin/index.ts';
import { currentLegalVersion, type LegalVersionDto } from '../data/legal.repository.ts';
import { contentEnv } from '../env.server.ts';
import { t } from '../locales/messages.ts';
import {
  consentVersionString,
  CONSENT_KINDS,
  fillPlaceholders,
  smtpServerName,
  type LegalKind,
  type LegalPlaceholder,
} from './legal-documents.ts';
import { renderMarkdown } from './markdown.ts';
import { UNVERSIONED_TERMS } from '../../../src/host/terms-consent.ts';

/** The server's settings a text may name (`{{logRetentionDays}}`…), in the reader's language. */
function legalPlaceholderValues(locale: Locale): Record<LegalPlaceholder, string> {
  return {
    logRetentionDays: String(logRetentionDays()),
    mailServer: smtpServerName(env().SMTP_URL) ?? t(locale).content.legal.noMailServer(),
    contactEmail: contentEnv().CONTACT_TO,
  };
}

/** A version as safe HTML: its placeholders filled, its Markdown rendered and sanitised (no script, no raw HTML). */
export function legalHtml(version: Pick<LegalVersionDto, 'body'>, locale: Locale): string {
  return renderMarkdown(fillPlaceholders(version.body, legalPlaceholderValues(locale)));
}

/** The document a reader of this language is shown, ready for the page; null when none was ever published. */
export async function legalDocumentForPage(
  em: EntityManager,
  kind: LegalKind,
  locale: Locale,
): Promise<(LegalVersionDto & { html: string }) | null> {
  const version = await currentLegalVersion(em, kind, locale);
  return version ? { ...version, html: legalHtml(version, version.locale) } : null;
}

/** The versions a member reading in this language accepts at sign-up, e.g. "terms.fr:3,privacy.fr:5". */
export async function consentVersion(em: EntityManager, locale: Locale): Promise<string> {
  const refs = [];
  for (const kind of CONSENT_KINDS) {
    const version = await currentLegalVersion(em, kind, locale);
    if (version) refs.push({ kind, locale: version.locale, version: version.version });
  }
  return refs.length ? consentVersionString(refs) : UNVERSIONED_TERMS;
}
