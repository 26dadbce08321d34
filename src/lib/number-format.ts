import type { Locale } from '../i18n/locales.ts';

/**
 * Numbers as each language writes them, through `Intl` for the page's (or the band's) language:
 * "42.195 km" in English, "42,195 km" in French (a comma, and the narrow no-break space Intl puts
 * before units), "+0,6 %" in French and Spanish, "+0,6%" in Italian. Every page, mail and printed
 * band formats its distances, percentages and other decimals here, never with `toFixed`.
 * The language alone is the Intl locale (`fr`, not the `fr-CA` of `<html lang>`): the conventions
 * of the written language, which are the same wherever it is read. Durations (paces, splits) are
 * clock times without decimals: src/lib/time-format.ts.
 */
export interface DigitOptions {
  /** Fraction digits always shown (default 0). */
  minDigits?: number;
  /** Fraction digits at most (default 3); the value is rounded to them. */
  maxDigits?: number;
}

export type LengthUnitName = 'km' | 'mi' | 'm' | 'cm';

const INTL_UNITS = { km: 'kilometer', mi: 'mile', m: 'meter', cm: 'centimeter' } as const;
const INTL_SPEEDS = { km: 'kilometer-per-hour', mi: 'mile-per-hour' } as const;

/** The typographic minus (U+2212): what a printed sign looks like, and as wide as the plus. */
const MINUS_SIGN = '\u2212';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.NumberFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

function digits({ minDigits = 0, maxDigits = 3 }: DigitOptions): Intl.NumberFormatOptions {
  return { minimumFractionDigits: minDigits, maximumFractionDigits: Math.max(minDigits, maxDigits) };
}

/** 12345.6 → "12,345.6" (en), "12 345,6" (fr), "12.345,6" (es, it). "-0" after rounding is "0". */
export function formatNumber(locale: Locale, value: number, options: DigitOptions = {}): string {
  return numberFormat(locale, { ...digits(options), signDisplay: 'negative' }).format(value);
}

/** Exactly `digits` fraction digits: (fr, 4.25, 1) → "4,3"… rounded as Intl rounds (half away from zero). */
export function formatFixed(locale: Locale, value: number, fractionDigits: number): string {
  return formatNumber(locale, value, { minDigits: fractionDigits, maxDigits: fractionDigits });
}

/** A length with its unit: (fr, 42.195, 'km') → "42,195 km" (narrow no-break space). */
export function formatLength(locale: Locale, value: number, unit: LengthUnitName, options: DigitOptions = {}): string {
  return numberFormat(locale, { ...digits(options), signDisplay: 'negative', style: 'unit', unit: INTL_UNITS[unit] }).format(value);
}

/** A speed: (fr, 15.6, 'km') → "15,6 km/h". */
export function formatSpeed(locale: Locale, value: number, unit: 'km' | 'mi', options: DigitOptions = {}): string {
  return numberFormat(locale, { ...digits(options), signDisplay: 'negative', style: 'unit', unit: INTL_SPEEDS[unit] }).format(value);
}

/**
 * A percentage given in percent (0.6 means 0.6 %), one decimal unless told: "0.6%" (en),
 * "0,6 %" (fr, es), "0,6%" (it). `signed` writes "+" before a rise and "−" (U+2212) before a fall,
 * as grades are printed; zero (after rounding) has no sign.
 */
export function formatPercent(locale: Locale, percent: number, options: DigitOptions & { signed?: boolean } = {}): string {
  const { signed = false, minDigits = 1, maxDigits = 1 } = options;
  const format = numberFormat(locale, {
    ...digits({ minDigits, maxDigits }),
    style: 'percent',
    signDisplay: signed ? 'exceptZero' : 'negative',
  });
  return format
    .formatToParts(percent / 100)
    .map((part) => (part.type === 'minusSign' ? MINUS_SIGN : part.value))
    .join('');
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/** The CLDR plural category of `count` in the language ("one", "other", "many"…). */
export function pluralCategory(locale: Locale, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}
