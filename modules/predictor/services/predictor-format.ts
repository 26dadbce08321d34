import { formatFixed } from '../../../src/lib/number-format.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { KM_PER_MI } from '../../../src/lib/units.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { FormValues } from './predictor-query.ts';

/** Display helpers shared by the page, the share text and the Open Graph image. */
export function formatDecimal(locale: Locale, value: number, digits: number): string {
  return formatFixed(locale, value, digits);
}

/** A pace as m:ss per unit, e.g. 248.1 s/km → "4:08". */
export function formatPace(secondsPerKm: number, unit: 'km' | 'mi'): string {
  return formatDuration(unit === 'km' ? secondsPerKm : secondsPerKm * KM_PER_MI);
}

/** The builder reads kilometres with a dot: six decimals keep the mile distances exact enough. */
export function distanceParam(km: number): string {
  return String(Number(km.toFixed(6)));
}

/** The form's non-empty fields, in form order: the share URL reads like the form. */
export function shareQuery(values: FormValues): string {
  const params = new URLSearchParams();
  for (const [field, value] of Object.entries(values)) if (value !== '') params.set(field, value);
  return params.toString();
}
