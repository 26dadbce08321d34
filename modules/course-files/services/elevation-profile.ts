import { bridgeAltimeterJumps } from './altimeter-jumps.ts';
import type { ElevationSummary } from './course-profile.ts';
import type { ElevationCleaning } from './elevation-quality.ts';
import { deadBand, gaussianSmooth, noiseLevel } from './elevation-smoothing.ts';
import { fillElevation } from './elevation-fill.ts';
import { hampelFilter } from './hampel-filter.ts';
import { resampleMean } from './elevation-resampling.ts';
import { flattenGradeOutliers } from './grade-outliers.ts';
import { gradesOf } from '../../../src/lib/course-grades.ts';
import { roundTo } from '../../../src/lib/round-to.ts';

/** Target spacing of the resampled profile; the actual step is total / ceil(total / 20). */
const SAMPLE_SPACING_M = 20;
/** Keeps very long (multi-day) courses to a bounded profile: the spacing grows instead. */
const MAX_SAMPLES = 20_000;
const SMOOTHING_SIGMA_M = 30;
/** The dead band is this many times the recording's own noise level… */
const DEAD_BAND_NOISE_FACTOR = 6;
/** …and never wider than this (the fixed band of the first course engine). */
const MAX_DEAD_BAND_M = 3;

export interface ElevationProfile {
  hasElevation: boolean;
  distanceM: number[];
  elevationM: number[];
  grades: number[];
  summary: ElevationSummary;
  cleaning: ElevationCleaning;
}

const NO_CLEANING: ElevationCleaning = { spikes: 0, jumps: 0, gradeOutliers: 0, noiseM: 0 };

/**
 * Raw elevations → the profile pacing uses: gaps filled, spikes replaced (Hampel), resampled
 * every ~20 m (box mean), then cleaned as cleanSeries does.
 * See docs/decisions/0003-course-engine.md for the numbers behind each choice.
 */
export function buildElevationProfile(ele: Float64Array, dist: Float64Array, count: number): ElevationProfile {
  const total = dist[count - 1]!;
  const steps = stepsFor(total);
  const filled = fillElevation(ele, dist, count);
  if (!filled) return profileOfSeries(new Float64Array(steps + 1), total, false, NO_CLEANING);
  const despiked = hampelFilter(filled, dist, { halfWindowM: 100, minHalfPoints: 3, maxHalfPoints: 25, k: 3, floorM: 5 });
  let spikes = 0;
  for (let i = 0; i < count; i++) if (despiked[i] !== filled[i]) spikes++;
  const resampled = resampleMean(despiked, dist, total, steps);
  const { series, cleaning } = cleanSeries(resampled, total / steps);
  return profileOfSeries(series, total, true, { ...cleaning, spikes });
}

/** Number of ~20 m steps of a course of `total` metres. */
function stepsFor(total: number): number {
  return Math.max(1, Math.min(MAX_SAMPLES, Math.ceil(total / SAMPLE_SPACING_M)));
}

/**
 * An evenly spaced height series (20 m box means) → the heights pacing uses: altimeter jumps
 * bridged, smoothed (Gaussian σ 30 m), grade outliers flattened (grade-outliers.ts), de-noised by
 * a dead band sized on the series' own noise (6 × its noise level, at most 3 m). The file's
 * heights and recorded runs' combined heights go through the same stages.
 */
export function cleanSeries(
  resampled: Float64Array,
  stepM: number,
  deadBandFactor = DEAD_BAND_NOISE_FACTOR,
): { series: Float64Array; cleaning: ElevationCleaning } {
  const box = Float64Array.from(resampled);
  const jumps = bridgeAltimeterJumps(box, stepM, { maxStepGrade: 0.4, mergeGapM: 300 });
  let smoothed = gaussianSmooth(box, stepM, SMOOTHING_SIGMA_M);
  const noiseM = noiseLevel(box, smoothed);
  const gradeOutliers = flattenGradeOutliers(box, smoothed, stepM, SMOOTHING_SIGMA_M);
  if (gradeOutliers > 0) smoothed = gaussianSmooth(box, stepM, SMOOTHING_SIGMA_M);
  const band = Math.min(MAX_DEAD_BAND_M, deadBandFactor * noiseM);
  return { series: deadBand(smoothed, band), cleaning: { spikes: 0, jumps, gradeOutliers, noiseM: roundTo(noiseM, 1000) } };
}

/** The stored shape of a cleaned series: distances and heights in centimetres, grades, summary. */
export function profileOfSeries(series: Float64Array, total: number, hasElevation: boolean, cleaning: ElevationCleaning): ElevationProfile {
  const steps = series.length - 1;
  const stepM = total / steps;
  const distanceM = new Array<number>(steps + 1);
  const elevationM = new Array<number>(steps + 1);
  for (let j = 0; j <= steps; j++) {
    distanceM[j] = roundTo(j * stepM, 100);
    // Centimetres: below any altimeter's resolution, and half the JSON.
    elevationM[j] = roundTo(series[j]!, 100);
  }
  distanceM[steps] = roundTo(total, 100);
  return { hasElevation, distanceM, elevationM, grades: gradesOf(distanceM, elevationM), summary: summarize(elevationM), cleaning };
}

/** Grade of each step as a fraction, clipped to ±45 % (steeper is a data error for a runner). */
function summarize(elevationM: readonly number[]): ElevationSummary {
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
    gainM: roundTo(gain, 100),
    lossM: roundTo(loss, 100),
    minM: min,
    maxM: max,
    startM: start,
    finishM: finish,
  };
}
