import type { Locale } from '../../i18n/locales.ts';

/**
 * Where share images live: outside /api/, which robots.txt closes, since a network's crawler
 * that obeys robots.txt would otherwise show a shared link without its picture.
 */
export const SHARE_IMAGE_ROOT = '/og';

/** The site's own card (pages without a picture of their own). */
export function siteCardPath(locale: Locale): string {
  return `${SHARE_IMAGE_ROOT}/site.png?lang=${locale}`;
}
