import { median } from '../../../src/lib/sample-statistics.ts';
import { effortRatio } from '../../pacing/index.ts';
import type { HillSegment } from './run-segments.ts';

/** The bins: every whole percent of grade from −15 % to +15 %. */
const MIN_GRADE_PERCENT = -15;
const MAX_GRADE_PERCENT = 15;
/**
 * Shrinkage toward Strava's curve: a bin with n stretches keeps n / (n + K) of its own deviation
 * from Strava (empirical-Bayes style; K is the ratio of a stretch's scatter around the runner's
 * curve, assumed ~8 % of pace, to runners' scatter around Strava's, assumed ~3 % per bin:
 * (0.08 / 0.03)² ≈ 7; ADR 0026).
 * With K = 7, a bin needs 7 stretches (about a kilometre at that grade) to weigh half.
 */
export const SHRINK_K = 7;
/** A stretch more than 60 % slower or 1/1.6 faster than the fit predicts is a walk break, a stop left in, or junk. */
const OUTLIER_LOG = Math.log(1.6);
const ROUNDS = 12;

export interface HillFactor {
  gradePercent: number;
  /** Time per metre at this grade over time per metre on the flat (1 at 0 %). */
  factor: number;
  /** Stretches of 150 m that measured this grade (0: Strava's factor). */
  samples: number;
}

export interface HillCurve {
  factors: HillFactor[];
}

/** Strava's factor at a grade (rise over run): the pacing model's "runners" curve (modules/pacing running-cost.ts). */
export function stravaFactor(grade: number): number {
  return effortRatio(grade, 'runners');
}

const BINS = MAX_GRADE_PERCENT - MIN_GRADE_PERCENT + 1;

/**
 * The runner's own pace factor per 1 % of grade from their runs' stretches (one list per run).
 * Model, in logarithms: log(pace) = log(flat pace of the run) + log(Strava(grade)) + u(bin) + noise,
 * so each run's own flat pace cancels the runner's fitness on the day, and u(bin) is how much more
 * or less a grade costs this runner than Strava's runners; u(0 %) = 0 by definition (factor 1).
 * Least squares by alternating estimates (each run's flat pace given the curve, each bin's u as
 * its mean given the flat paces, 12 rounds); stretches further than ×1.6 from the current fit are
 * left out of the next round. Only then is each bin's u shrunk by n / (n + K) toward 0 (Strava's
 * curve): shrinking inside the rounds would bias the flat paces, and through them every bin. A stretch's
 * grade is used exactly (against Strava at that grade), so a bin's stretches need not sit at its centre.
 */
export function fitHillCurve(runs: readonly (readonly HillSegment[])[]): HillCurve {
  type Point = { run: number; bin: number; y: number };
  const points: Point[] = [];
  runs.forEach((segments, run) => {
    for (const s of segments) {
      const percent = Math.round(s.grade * 100);
      if (percent < MIN_GRADE_PERCENT || percent > MAX_GRADE_PERCENT) continue;
      points.push({ run, bin: percent - MIN_GRADE_PERCENT, y: Math.log(s.secondsPerM) - Math.log(stravaFactor(s.grade)) });
    }
  });
  const u = new Float64Array(BINS);
  const flat = runs.map((_, run) => median(points.filter((p) => p.run === run).map((p) => p.y)) || 0);
  let inlier = points.map(() => true);
  const counts = new Float64Array(BINS);
  for (let round = 0; round < ROUNDS; round++) {
    // The curve given each run's flat pace.
    const sums = new Float64Array(BINS);
    counts.fill(0);
    points.forEach((p, k) => {
      if (!inlier[k]) return;
      sums[p.bin]! += p.y - flat[p.run]!;
      counts[p.bin]! += 1;
    });
    for (let b = 0; b < BINS; b++) u[b] = counts[b]! > 0 ? sums[b]! / counts[b]! : 0;
    // The flat is the reference: its factor is 1 by definition, and the flat paces absorb the rest.
    u[-MIN_GRADE_PERCENT] = 0;
    // Each run's flat pace given the curve (a mean over its stretches, as the curve's own bins).
    const runSums = new Float64Array(runs.length);
    const runCounts = new Float64Array(runs.length);
    points.forEach((p, k) => {
      if (!inlier[k]) return;
      runSums[p.run]! += p.y - u[p.bin]!;
      runCounts[p.run]! += 1;
    });
    for (let r = 0; r < runs.length; r++) if (runCounts[r]! > 0) flat[r] = runSums[r]! / runCounts[r]!;
    inlier = points.map((p) => Math.abs(p.y - flat[p.run]! - u[p.bin]!) <= OUTLIER_LOG);
  }
  const factors: HillFactor[] = [];
  for (let b = 0; b < BINS; b++) {
    const gradePercent = b + MIN_GRADE_PERCENT;
    const shrunk = (u[b]! * counts[b]!) / (counts[b]! + SHRINK_K);
    factors.push({ gradePercent, factor: stravaFactor(gradePercent / 100) * Math.exp(shrunk), samples: counts[b]! });
  }
  return { factors };
}
