import { maximalAerobicSpeedKmh, paceSecondsPerKm } from './aerobic-speed.ts';
import { ageGrade, type AgeGrade } from './age-grading.ts';
import { vdot } from './daniels-vdot.ts';
import type { PredictorInput } from './predictor-query.ts';
import { predict, type PredictionNote } from './race-prediction.ts';
import { STANDARD_DISTANCES, type DistanceKey } from '../../../src/lib/race-distances.ts';

export interface PredictionRow {
  key: DistanceKey;
  km: number;
  group: 'short' | 'long';
  seconds: number;
  secondsPerKm: number;
  /** What the page must say about this prediction (a formula outside its fitted range). */
  note?: PredictionNote;
}

/** Everything the results table, the share text and the Open Graph image show. */
export interface PredictorReport {
  input: PredictorInput;
  /** Daniels & Gilbert VDOT of the input race: the VO2max estimate, ml/kg/min. */
  vdot: number;
  vamKmh: number;
  vamSecondsPerKm: number;
  /** Absolute VO2max, litres per minute, when the weight is known. */
  vo2maxLitresPerMinute?: number;
  /** Present when the age is known and the distance is on the road tables. */
  ageGrade?: AgeGrade;
  rows: PredictionRow[];
}

export function predictorReport(input: PredictorInput): PredictorReport {
  const performance = { km: input.km, seconds: input.seconds };
  const estimate = vdot(input.km, input.seconds);
  const vamKmh = maximalAerobicSpeedKmh(estimate);
  const graded = input.age === undefined || input.sex === undefined ? null : ageGrade(input.sex, input.age, input.km, input.seconds);
  const rows = STANDARD_DISTANCES.map((d): PredictionRow => {
    const { seconds, note } = predict(input.algorithm, performance, d.km, input.riegelExponent, input.sex);
    return { key: d.key, km: d.km, group: d.group, seconds, secondsPerKm: seconds / d.km, ...(note ? { note } : {}) };
  });
  return {
    input,
    vdot: estimate,
    vamKmh,
    vamSecondsPerKm: paceSecondsPerKm(vamKmh),
    ...(input.weightKg !== undefined ? { vo2maxLitresPerMinute: (estimate * input.weightKg) / 1000 } : {}),
    ...(graded ? { ageGrade: graded } : {}),
    rows,
  };
}
