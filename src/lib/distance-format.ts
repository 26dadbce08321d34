import type { Locale } from '../i18n/locales.ts';
import { formatNumber } from './number-format.ts';

const MI_M = 1609.344;

// The unit follows a plain space, not Intl's narrow no-break one: the share card (Satori, Inter)
// draws these texts too, and its font has no U+202F.
/** "42.2 km" / "42,2 km" / "26.2 mi". */
export function formatDistance(metres: number, locale: Locale, unit: 'km' | 'mi' = 'km'): string {
  const value = metres / (unit === 'mi' ? MI_M : 1000);
  return `${formatNumber(locale, value, { maxDigits: value < 10 ? 2 : 1 })} ${unit}`;
}

export function formatMetres(metres: number, locale: Locale): string {
  return `${formatNumber(locale, metres, { maxDigits: 0 })} m`;
}

export function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}
