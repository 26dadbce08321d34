import type { Access } from '../auth/roles.ts';

/**
 * The embedded mobile-app mode (SPEC 1): `?app=true` turns it on, and a session cookie keeps it
 * while the app's web view navigates (links do not carry the query); `?app=false` turns it off.
 */
export const APP_MODE_COOKIE = 'paceband_app';

/** App mode for a page request: its query says so, or the cookie an earlier `?app=true` set. */
export function appModeOf(query: string, cookieHeader: string | null | undefined): boolean {
  const asked = new URLSearchParams(query).get('app');
  if (asked === 'true') return true;
  if (asked === 'false') return false;
  return (cookieHeader ?? '').split(/;\s*/).includes(`${APP_MODE_COOKIE}=1`);
}

/** The Set-Cookie a query asks for: on, off, or nothing to change. */
export function appModeCookie(query: string, secure: boolean): string | null {
  const asked = new URLSearchParams(query).get('app');
  const flags = `Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  if (asked === 'true') return `${APP_MODE_COOKIE}=1; ${flags}`;
  if (asked === 'false') return `${APP_MODE_COOKIE}=; Max-Age=0; ${flags}`;
  return null;
}

/**
 * In app mode the app holds the user (SPEC 4: the profile is not fetched): the shell shows no
 * account corner, so an open page does not look the session up. Pages with an access rule still
 * do, since their rule needs the viewer.
 */
export function shellNeedsViewer(appMode: boolean, access: Access): boolean {
  return !appMode || access !== 'open';
}
