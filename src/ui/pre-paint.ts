import { CONSENT_COOKIE } from '../lib/consent.ts';
import { APP_BANNER_DISMISSED_KEY, mobilePlatform } from './mobile-platform.ts';

/** What the pre-paint script marks on `<html>`; the stylesheet shows the banners from these. */
export const PRE_PAINT = {
  /** `android` or `ios`: the app banner shows, with that store's link (absent: no banner). */
  appBanner: 'data-app-banner',
  /** `ask`: the visitor has not chosen about cookies yet, the consent banner shows. */
  consent: 'data-consent',
} as const;

/**
 * The inline script at the top of `<head>` (issue 29 point 9). Both banners are in the HTML the
 * server sends, hidden; the page cache serves the same HTML to everyone, so what differs per
 * visitor (a phone, an earlier dismissal in local storage, a stored cookie choice) is read here,
 * before the first paint, and the banner takes its place in the first layout: nothing moves
 * when the page's scripts start. Storage refused (private mode): the banner shows, as before.
 */
export function prePaintScript(): string {
  const consentStored = `(?:^|;\\s*)${CONSENT_COOKIE}=v1(?::|%3A)`;
  return (
    `(function(d,n,m){var p=m(n.userAgent,n.maxTouchPoints);` +
    `try{if(localStorage.getItem(${JSON.stringify(APP_BANNER_DISMISSED_KEY)})!==null)p=null}catch(e){}` +
    `if(p)d.setAttribute(${JSON.stringify(PRE_PAINT.appBanner)},p);` +
    `if(!new RegExp(${JSON.stringify(consentStored)},'i').test(document.cookie))d.setAttribute(${JSON.stringify(PRE_PAINT.consent)},'ask')})` +
    `(document.documentElement,navigator,${mobilePlatform.toString()})`
  );
}
