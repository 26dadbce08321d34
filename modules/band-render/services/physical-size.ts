import type { Locale } from '../../../src/i18n/locales.ts';
import { formatNumber } from '../../../src/lib/number-format.ts';
import type { BandSettings } from './band-settings.ts';

export const PT_PER_CM = 72 / 2.54;
export const PT_PER_IN = 72;
export const PT_PER_MM = PT_PER_CM / 10;

/** Allowance for the taped overlap: 1 cm on metric bands, ½ in on imperial ones. */
const ALLOWANCE = { cm: 1, in: 0.5 } as const;

export interface BandSizePt {
  /** Along the wrist: circumference plus the allowance. */
  lengthPt: number;
  /** Across the wrist. */
  widthPt: number;
  /** The overlap zone at the end of the band, 0 without allowance. */
  allowancePt: number;
}

export function bandSizePt(size: BandSettings['size']): BandSizePt {
  const perUnit = size.unit === 'cm' ? PT_PER_CM : PT_PER_IN;
  const allowancePt = size.allowance ? ALLOWANCE[size.unit] * perUnit : 0;
  return { lengthPt: size.wrist * perUnit + allowancePt, widthPt: size.width * perUnit, allowancePt };
}

/**
 * The longest round length (whole cm, or half inches) that fits `availablePt`, for the scale mark;
 * its label in the band's language ("2.5 in", "2,5 in").
 */
export function scaleBarLength(unit: 'cm' | 'in', availablePt: number, locale: Locale = 'en'): { lengthPt: number; label: string } {
  const step = unit === 'cm' ? PT_PER_CM : PT_PER_IN / 2;
  const steps = Math.max(1, Math.floor(availablePt / step));
  const value = unit === 'cm' ? steps : steps / 2;
  return { lengthPt: steps * step, label: `${formatNumber(locale, value)}\u00a0${unit}` };
}
