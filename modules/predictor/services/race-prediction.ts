import { cameronSeconds } from './cameron.ts';
import { vdotSeconds } from './daniels-vdot.ts';
import { RIEGEL_EXPONENT, riegelSeconds } from './riegel.ts';

export const ALGORITHMS = ['average', 'riegel', 'cameron', 'vdot'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export interface PerformanceInput {
  km: number;
  seconds: number;
}

/**
 * The predicted time over `toKm` from one performance. "average" is the plain mean of the three
 * models: they err in different directions (Riegel is kind to marathons from short races,
 * Cameron harsher, VDOT in between), so the mean is a sober middle.
 */
export function predictSeconds(
  algorithm: Algorithm,
  from: PerformanceInput,
  toKm: number,
  riegelExponent: number = RIEGEL_EXPONENT.default,
): number {
  switch (algorithm) {
    case 'riegel':
      return riegelSeconds(from.seconds, from.km, toKm, riegelExponent);
    case 'cameron':
      return cameronSeconds(from.seconds, from.km, toKm);
    case 'vdot':
      return vdotSeconds(from.seconds, from.km, toKm);
    case 'average':
      return (
        (riegelSeconds(from.seconds, from.km, toKm, riegelExponent) +
          cameronSeconds(from.seconds, from.km, toKm) +
          vdotSeconds(from.seconds, from.km, toKm)) /
        3
      );
  }
}
