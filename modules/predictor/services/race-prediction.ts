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
 * Cameron's formula was fitted on performances from 400 m to the marathon (his 1997 page). Outside
 * that range, for the race given or the race predicted, it is an extrapolation.
 */
export const CAMERON_RANGE_KM = { min: 0.4, max: 42.195 } as const;

export function cameronFits(fromKm: number, toKm: number): boolean {
  const inside = (km: number) => km >= CAMERON_RANGE_KM.min - 1e-9 && km <= CAMERON_RANGE_KM.max + 1e-9;
  return inside(fromKm) && inside(toKm);
}

/**
 * `cameronLeftOut`: the average was taken over Riegel and VDOT only, Cameron being outside its
 * range; `outsideRange`: the chosen formula itself is used outside its range (Cameron alone).
 */
export type PredictionNote = 'cameronLeftOut' | 'outsideRange';

export interface Prediction {
  seconds: number;
  note?: PredictionNote;
}

/**
 * A prediction with what the page must say about it: beyond the marathon (or from a race beyond
 * it) the average leaves Cameron out rather than silently averaging in an extrapolation.
 */
export function predict(
  algorithm: Algorithm,
  from: PerformanceInput,
  toKm: number,
  riegelExponent: number = RIEGEL_EXPONENT.default,
): Prediction {
  const fits = cameronFits(from.km, toKm);
  if (algorithm === 'average' && !fits) {
    const seconds = (riegelSeconds(from.seconds, from.km, toKm, riegelExponent) + vdotSeconds(from.seconds, from.km, toKm)) / 2;
    return { seconds, note: 'cameronLeftOut' };
  }
  const seconds = predictSeconds(algorithm, from, toKm, riegelExponent);
  return algorithm === 'cameron' && !fits ? { seconds, note: 'outsideRange' } : { seconds };
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
