// The content module's public surface.
import { requestEm } from '../../src/db/orm.server.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { countUnreadNews } from './data/content.repository.ts';
import { consentVersion } from './services/legal-texts.server.ts';
import { LAST_READ_NEWS_COOKIE, parseLastRead } from './services/unread-news.ts';

/** Unread news for the top-bar badge; 0 when the database cannot answer (the badge is not worth an error page). */
export async function unreadNewsCount(headers: Headers): Promise<number> {
  try {
    const header = headers.get('cookie') ?? '';
    const raw = header.split(/;\s*/).find((c) => c.startsWith(`${LAST_READ_NEWS_COOKIE}=`));
    return await countUnreadNews(requestEm(), parseLastRead(raw?.slice(LAST_READ_NEWS_COOKIE.length + 1)));
  } catch {
    return 0;
  }
}

/**
 * The versions of the terms of use and privacy notice a visitor reading in this language is shown
 * and accepts at sign-up, e.g. "terms.fr:3,privacy.fr:5" (the manifest's `termsConsent`).
 */
export function termsConsentVersion(locale: Locale): Promise<string> {
  return consentVersion(requestEm(), locale);
}
