import { cameronSeconds } from './cameron.ts';
import { vdotSeconds } from './daniels-vdot.ts';
import { RIEGEL_EXPONENT, riegelSeconds } from './riegel.ts';
import { openStandardSeconds } from './age-grading.ts';
import type { Sex } from './road-age-standards.ts';

export const ALGORITHMS = ['average', 'riegel', 'cameron', 'vdot'] as const;
export type Algorithm = (typeof ALGORITHMS)[number];

export interface PerformanceInput {
  km: number;
  seconds: number;
}

const MARATHON_KM = 42.195;
const beyondMarathon = (km: number) => km > MARATHON_KM + 1e-9;

/**
 * `ultraStandards`: a race beyond the marathon (given or predicted) is carried to or from the
 * marathon by the 2020 road standards (docs/decisions/0009-predictor.md), the formulas only
 * working up to the marathon.
 */
export type PredictionNote = 'ultraStandards';

export interface Prediction {
  seconds: number;
  note?: PredictionNote;
}

/**
 * The ratio of the 2020 road open-class standards (WMA/USATF, Alan Jones) between two distances:
 * the time that keeps the same age-graded percentage. The tables are fitted on road bests from the
 * mile to 200 km, so this holds where Riegel, Cameron and VDOT (all fitted up to the marathon)
 * would extrapolate. Without a sex, the geometric mean of both tables' ratios (they differ by about
 * 1 %), so that there and back is the identity.
 */
function standardsRatio(fromKm: number, toKm: number, sex?: Sex): number {
  const ratio = (s: Sex) => openStandardSeconds(s, toKm)! / openStandardSeconds(s, fromKm)!;
  return sex ? ratio(sex) : Math.sqrt(ratio('m') * ratio('f'));
}

/**
 * A prediction with what the page must say about it. Up to the marathon, the chosen formula.
 * Beyond it the formula predicts the marathon and the road standards carry that marathon to the
 * ultra distance (and an ultra given is first carried back to its marathon equivalent): a 50 km
 * comes out about 3–4 % slower a kilometre than the marathon, a 100 km about 23 %, as the road
 * bests do, where Riegel's 1.06 gave 1 % and 6 %.
 */
export function predict(
  algorithm: Algorithm,
  from: PerformanceInput,
  toKm: number,
  riegelExponent: number = RIEGEL_EXPONENT.default,
  sex?: Sex,
): Prediction {
  if (!beyondMarathon(from.km) && !beyondMarathon(toKm)) return { seconds: predictSeconds(algorithm, from, toKm, riegelExponent) };
  const base = beyondMarathon(from.km) ? { km: MARATHON_KM, seconds: from.seconds * standardsRatio(from.km, MARATHON_KM, sex) } : from;
  const seconds = beyondMarathon(toKm)
    ? predictSeconds(algorithm, base, MARATHON_KM, riegelExponent) * standardsRatio(MARATHON_KM, toKm, sex)
    : predictSeconds(algorithm, base, toKm, riegelExponent);
  return { seconds, note: 'ultraStandards' };
}

/**
 * The predicted time over `toKm` from one performance, both up to the marathon (the range all
 * three formulas were fitted on). "average" is the plain mean of the three models: they err in
 * different directions (Riegel is kind to marathons from short races, Cameron harsher, VDOT in
 * between), so the mean is a sober middle.
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
