import { consentFromCookieHeader } from '../lib/consent.ts';

/**
 * Analytics events of SPEC 2, pushed to the page's `dataLayer` (a tag manager reads it; no script
 * is loaded here) only after the visitor consented to analytics.
 *
 * Consent contract (src/lib/consent.ts, written by the content module's consent manager):
 * - the cookie `cookie_consent` holds the choice (`v1:analytics,ads`);
 * - when the choice changes in the page, `window.dispatchEvent(new CustomEvent('paceband:consent',
 *   { detail: { analytics, ads } }))`; the view waiting for consent is then sent.
 */
export const CONSENT_EVENT = 'paceband:consent';

export interface Consent {
  analytics: boolean;
  ads: boolean;
}

/** The consent stored in the cookie header or `document.cookie`; none (all false) when absent or unreadable. */
export function readConsent(cookies: string): Consent {
  return consentFromCookieHeader(cookies) ?? { analytics: false, ads: false };
}

export type ViewEvent = { event: 'page_view'; page_path: string } | { event: 'screen_view'; screen_name: string };

/** In the mobile app a view is a screen (SPEC 2), on the site a page. */
function viewEvent(path: string, appMode: boolean): ViewEvent {
  return appMode ? { event: 'screen_view', screen_name: path } : { event: 'page_view', page_path: path };
}

/**
 * One tracker per page: `view(path)` after each navigation; repeated same-path views and excluded
 * paths are skipped; without consent the latest view waits and goes out once consent is given.
 */
export function createViewTracker(options: {
  appMode: boolean;
  excludedPrefixes: readonly string[];
  consent: () => Consent;
  push: (event: ViewEvent) => void;
}) {
  let lastPath: string | null = null;
  let waiting: ViewEvent | null = null;
  return {
    view(path: string) {
      if (path === lastPath || options.excludedPrefixes.some((p) => path.includes(p))) return;
      lastPath = path;
      const event = viewEvent(path, options.appMode);
      if (options.consent().analytics) {
        waiting = null;
        options.push(event);
      } else waiting = event;
    },
    consented(consent: Consent) {
      if (!consent.analytics || !waiting) return;
      options.push(waiting);
      waiting = null;
    },
  };
}
