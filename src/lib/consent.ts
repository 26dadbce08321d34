/**
 * The visitor's cookie choice (SPEC 2 cookie-consent manager): which optional categories they
 * accepted. Necessary cookies need no consent. The content module asks and stores the choice;
 * whatever sends analytics or shows ads reads it here first.
 */
export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60;
const OPTIONAL_CATEGORIES = ['analytics', 'ads'] as const;

export interface ConsentChoice {
  analytics: boolean;
  ads: boolean;
}

/** The cookie's value: `v1:analytics,ads`, `v1:` for necessary only. */
export function formatConsent(choice: ConsentChoice): string {
  return `v1:${OPTIONAL_CATEGORIES.filter((c) => choice[c]).join(',')}`;
}

/** The stored choice, or null when the visitor has not chosen yet (or the value is not ours). */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (!value) return null;
  const decoded = decodeURIComponent(value);
  if (!decoded.startsWith('v1:')) return null;
  const accepted = new Set(decoded.slice(3).split(',').filter(Boolean));
  return { analytics: accepted.has('analytics'), ads: accepted.has('ads') };
}

/** The choice from a Cookie header (or `document.cookie`). */
export function consentFromCookieHeader(header: string | null | undefined): ConsentChoice | null {
  const raw = (header ?? '').split(/;\s*/).find((c) => c.startsWith(`${CONSENT_COOKIE}=`));
  return parseConsent(raw?.slice(CONSENT_COOKIE.length + 1));
}
