import type { Locale } from '../../../src/i18n/locales.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';

/**
 * Money is an integer count of the currency's minor unit (cents) everywhere: entities, totals,
 * the payment provider. Only formatting divides. The shop's currencies all have two decimals.
 */
export const CURRENCIES = ['CAD', 'USD', 'EUR', 'GBP', 'AUD'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** "12.50" or "12,50" as typed in an admin form → 1250; null when it is not an amount. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return null;
  const [whole, fraction = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 → "12.50" for form fields (no currency sign, dot decimal). */
export function amountField(minor: number): string {
  return `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
}

/** 1250, CAD, fr → "12,50 $ CA": the user's language formats, the amount stays integer until here. */
export function formatMoney(minor: number, currency: Currency | string, locale: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[locale], { style: 'currency', currency }).format(minor / 100);
}

/** A percentage of an amount, rounded half up to the minor unit. */
export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent + 50) / 100);
}
