import { bridgeAltimeterJumps } from './altimeter-jumps.ts';
import type { ElevationSummary } from './course-profile.ts';
import { deadBand, gaussianSmooth, noiseLevel } from './elevation-smoothing.ts';
import { fillElevation } from './elevation-fill.ts';
import { hampelFilter } from './hampel-filter.ts';
import { resampleMean } from './elevation-resampling.ts';

/** Target spacing of the resampled profile; the actual step is total / ceil(total / 20). */
export const SAMPLE_SPACING_M = 20;
/** Keeps very long (multi-day) courses to a bounded profile: the spacing grows instead. */
const MAX_SAMPLES = 20_000;
const SMOOTHING_SIGMA_M = 30;
/** The dead band is this many times the recording's own noise level… */
const DEAD_BAND_NOISE_FACTOR = 6;
/** …and never wider than this (the fixed band of the first course engine). */
const MAX_DEAD_BAND_M = 3;
export const MAX_GRADE = 0.45;

export interface ElevationProfile {
  hasElevation: boolean;
  distanceM: number[];
  elevationM: number[];
  grades: number[];
  summary: ElevationSummary;
}

/**
 * Raw elevations → the profile pacing uses: gaps filled, spikes replaced (Hampel), resampled
 * every ~20 m (box mean), altimeter jumps bridged, smoothed (Gaussian σ 30 m) and de-noised
 * by a dead band sized on the file's own noise (6 × its noise level, at most 3 m).
 * See docs/decisions/0003-course-engine.md for the numbers behind each choice.
 */
export function buildElevationProfile(ele: Float64Array, dist: Float64Array, count: number): ElevationProfile {
  const total = dist[count - 1]!;
  const steps = Math.max(1, Math.min(MAX_SAMPLES, Math.ceil(total / SAMPLE_SPACING_M)));
  const stepM = total / steps;
  const filled = fillElevation(ele, dist, count);
  let series: Float64Array;
  if (filled) {
    const despiked = hampelFilter(filled, dist, { halfWindowM: 100, minHalfPoints: 3, maxHalfPoints: 25, k: 3, floorM: 5 });
    const resampled = resampleMean(despiked, dist, total, steps);
    bridgeAltimeterJumps(resampled, stepM, { maxStepGrade: 0.4, mergeGapM: 300 });
    const smoothed = gaussianSmooth(resampled, stepM, SMOOTHING_SIGMA_M);
    const band = Math.min(MAX_DEAD_BAND_M, DEAD_BAND_NOISE_FACTOR * noiseLevel(resampled, smoothed));
    series = deadBand(smoothed, band);
  } else {
    series = new Float64Array(steps + 1);
  }
  const distanceM = new Array<number>(steps + 1);
  const elevationM = new Array<number>(steps + 1);
  for (let j = 0; j <= steps; j++) {
    distanceM[j] = round(j * stepM, 100);
    // Centimetres: below any altimeter's resolution, and half the JSON.
    elevationM[j] = round(series[j]!, 100);
  }
  distanceM[steps] = round(total, 100);
  return { hasElevation: filled !== null, distanceM, elevationM, grades: gradesOf(distanceM, elevationM), summary: summarize(elevationM) };
}

/** Grade of each step as a fraction, clipped to ±45 % (steeper is a data error for a runner). */
export function gradesOf(distanceM: readonly number[], elevationM: readonly number[]): number[] {
  const grades = new Array<number>(Math.max(0, distanceM.length - 1));
  for (let j = 0; j < grades.length; j++) {
    const run = distanceM[j + 1]! - distanceM[j]!;
    const grade = run > 0 ? (elevationM[j + 1]! - elevationM[j]!) / run : 0;
    grades[j] = round(Math.max(-MAX_GRADE, Math.min(MAX_GRADE, grade)), 1e5);
  }
  return grades;
}

export function summarize(elevationM: readonly number[]): ElevationSummary {
  let gain = 0;
  let loss = 0;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let j = 0; j < elevationM.length; j++) {
    const e = elevationM[j]!;
    if (e < min) min = e;
    if (e > max) max = e;
    if (j > 0) {
      const delta = e - elevationM[j - 1]!;
      if (delta > 0) gain += delta;
      else loss -= delta;
    }
  }
  const start = elevationM[0] ?? 0;
  const finish = elevationM[elevationM.length - 1] ?? 0;
  return {
    gainM: round(gain, 100),
    lossM: round(loss, 100),
    minM: min,
    maxM: max,
    startM: start,
    finishM: finish,
  };
}

function round(value: number, factor: number): number {
  // `|| 0`: no −0 (it would not survive JSON, where the profile is stored).
  return Math.round(value * factor) / factor || 0;
}
