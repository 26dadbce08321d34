export type MobilePlatform = 'android' | 'ios';

/** The visitor's mobile platform from the user agent (iPadOS reports a Mac with a touch screen); null elsewhere. */
export function mobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** Where a dismissal of the app banner is remembered (SPEC 1: local storage). */
export const APP_BANNER_DISMISSED_KEY = 'paceband.appBanner.dismissed';
