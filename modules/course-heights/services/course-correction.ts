import { midMedian } from '../../../src/lib/sample-statistics.ts';
import { roundTo } from '../../../src/lib/round-to.ts';
import { CourseFileError } from '../../course-files/index.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import { cleanSeries, profileOfSeries } from '../../course-files/index.ts';
import type { ElevationQuality } from '../../course-files/index.ts';
import { hampelFilter } from '../../course-files/index.ts';
import { placeRun, type CourseLine } from '../../course-files/index.ts';
import type { RecordedRun } from '../../course-files/index.ts';

/** More runs add little once a median has five to choose from, and each costs a worker's second. */
export const MAX_RUNS = 5;
/** Rounds of "offsets from the consensus, consensus from the offsets" (converges in two or three). */
const ALIGN_ROUNDS = 5;
/**
 * The dead band of combined runs, in multiples of their measured noise (a file's is 6): the noise
 * measured on one run's 20 m steps is mostly the altimeter's sample-to-sample jitter, which the
 * smoothing and the median across runs already remove; 6 × it would flatten the 1–2 m rolls of a
 * flat city course (Tokyo: 79 m of climb read as 50).
 */
const RUNS_DEAD_BAND_FACTOR = 2;

/** How one recorded run fits the corrected course (shown to the owner before accepting). */
export interface RunFit {
  fileName: string;
  /** The run's barometric offset from the combined heights, metres (0 for a run used alone). */
  offsetM: number;
  /** Root mean square of the run's heights around the combined ones, metres, after its offset. */
  fitM: number;
  /** Share of the course the run covers, and of its length recorded off the course. */
  coverage: number;
  offShare: number;
}

export interface CourseCorrection {
  /** The course's profile with the combined heights (same line, distances and aid stations). */
  profile: CourseProfile;
  runs: RunFit[];
}

/**
 * Recorded runs → the course's corrected heights (issue 26; ADR 0022). Each run is placed on the
 * course line by distance along it (run-placement.ts) and its heights, despiked, are averaged
 * into the profile's ~20 m steps. A run alone is used as it is. Several runs carry each its own
 * barometric offset: the offsets and a consensus (the median of the runs at each step) are
 * estimated in turn, and the whole is then moved to the file's level where they agree (the
 * median difference to the file, which a flattened bridge does not move). Steps no run covers
 * keep the file's heights. The result goes through the same cleaning as a file's heights.
 * Pure; throws CourseFileError naming the refused run's file.
 */
export function correctCourse(course: CourseProfile, runs: readonly RecordedRun[]): CourseCorrection {
  if (runs.length === 0) throw new CourseFileError('tooFewPoints', { count: 0 });
  if (runs.length > MAX_RUNS) throw new CourseFileError('tooManyRuns', { max: MAX_RUNS });
  const steps = course.samples.distanceM.length - 1;
  const stepM = course.distanceM / steps;
  const line: CourseLine = { line: course.line, distanceM: course.distanceM };
  const placed = runs.map((run) => {
    try {
      return { run, placement: placeRun(line, run) };
    } catch (error) {
      if (error instanceof CourseFileError) throw new CourseFileError(error.code, { ...error.params, file: run.fileName });
      throw error;
    }
  });
  const series = placed.map(({ run, placement }) => runOnSteps(run, placement.alongM, steps, stepM));
  const file = course.hasElevation ? Float64Array.from(course.samples.elevationM) : null;
  const { combined, offsets } = series.length === 1 ? { combined: series[0]!, offsets: [0] } : alignRuns(series, file);
  const fits = series.map((values, r) => rms(values, combined, offsets[r]!));
  const merged = new Float64Array(steps + 1);
  for (let j = 0; j <= steps; j++) merged[j] = Number.isNaN(combined[j]!) ? (file?.[j] ?? Number.NaN) : combined[j]!;
  fillGaps(merged);
  const { series: cleaned, cleaning } = cleanSeries(merged, stepM, RUNS_DEAD_BAND_FACTOR);
  const elevation = profileOfSeries(cleaned, course.distanceM, true, cleaning);
  const quality: ElevationQuality = {
    source: 'runs',
    pointCount: runs.reduce((sum, run) => sum + run.track.count, 0),
    pointsWithHeight: runs.reduce((sum, run) => sum + countHeights(run), 0),
    spacingM: roundTo(stepM, 10),
    heightStepM: 0,
    ...cleaning,
    runs: runs.length,
  };
  return {
    profile: {
      ...course,
      samples: { distanceM: course.samples.distanceM, elevationM: elevation.elevationM },
      hasElevation: true,
      grades: elevation.grades,
      elevation: elevation.summary,
      quality,
    },
    runs: placed.map(({ run, placement }, r) => ({
      fileName: run.fileName,
      offsetM: roundTo(offsets[r]!, 10),
      fitM: roundTo(fits[r]!, 10),
      coverage: roundTo(placement.coverage, 1000),
      offShare: roundTo(placement.offShare, 1000),
    })),
  };
}

/** A run's heights on the course's steps: the mean of its points in each step, gaps interpolated, NaN beyond its ends. */
function runOnSteps(run: RecordedRun, alongM: Float64Array, steps: number, stepM: number): Float64Array {
  const { track } = run;
  const ownDist = new Float64Array(track.count);
  for (let i = 1; i < track.count; i++) ownDist[i] = ownDist[i - 1]! + Math.max(0, (alongM[i] ?? 0) - (alongM[i - 1] ?? 0)) + 1e-3;
  const heights = Float64Array.from(track.ele);
  fillGaps(heights);
  const despiked = hampelFilter(heights, ownDist, { halfWindowM: 100, minHalfPoints: 3, maxHalfPoints: 25, k: 3, floorM: 5 });
  const sum = new Float64Array(steps + 1);
  const count = new Float64Array(steps + 1);
  for (let i = 0; i < track.count; i++) {
    const along = alongM[i]!;
    if (Number.isNaN(along) || Number.isNaN(despiked[i]!)) continue;
    const j = Math.min(steps, Math.max(0, Math.round(along / stepM)));
    sum[j] = sum[j]! + despiked[i]!;
    count[j] = count[j]! + 1;
  }
  const out = new Float64Array(steps + 1).fill(Number.NaN);
  let first = -1;
  let last = -1;
  for (let j = 0; j <= steps; j++) {
    if (count[j]! === 0) continue;
    out[j] = sum[j]! / count[j]!;
    if (first < 0) first = j;
    last = j;
  }
  if (first < 0) return out;
  fillGaps(out.subarray(first, last + 1));
  return out;
}

/**
 * Per-run offsets and the consensus heights. The consensus at each step is the median of the
 * runs there, each less its offset; a run's offset is the median of its difference to the
 * consensus. Then everything moves to the file's level: by the median difference to the file over
 * the steps the runs cover (a flattened bridge is a few per cent of them and does not move it).
 * Without file heights the offsets are centred on zero.
 */
function alignRuns(series: Float64Array[], file: Float64Array | null): { combined: Float64Array; offsets: number[] } {
  const n = series[0]!.length;
  const offsets = series.map(() => 0);
  let combined = new Float64Array(n);
  const column: number[] = [];
  for (let round = 0; round < ALIGN_ROUNDS; round++) {
    combined = new Float64Array(n);
    for (let j = 0; j < n; j++) {
      column.length = 0;
      for (let r = 0; r < series.length; r++) {
        const v = series[r]![j]!;
        if (!Number.isNaN(v)) column.push(v - offsets[r]!);
      }
      combined[j] = column.length ? midMedian(column) : Number.NaN;
    }
    for (let r = 0; r < series.length; r++) {
      const diffs: number[] = [];
      for (let j = 0; j < n; j++) {
        const v = series[r]![j]!;
        if (!Number.isNaN(v) && !Number.isNaN(combined[j]!)) diffs.push(v - combined[j]!);
      }
      offsets[r] = diffs.length ? midMedian(diffs) : 0;
    }
    const centre = midMedian(offsets);
    for (let r = 0; r < offsets.length; r++) offsets[r] = offsets[r]! - centre;
  }
  let level = 0;
  if (file) {
    const diffs: number[] = [];
    for (let j = 0; j < n; j++) if (!Number.isNaN(combined[j]!)) diffs.push(file[j]! - combined[j]!);
    level = diffs.length ? midMedian(diffs) : 0;
  }
  for (let j = 0; j < n; j++) combined[j] = combined[j]! + level;
  return { combined, offsets: offsets.map((o) => o - level) };
}

function rms(values: Float64Array, combined: Float64Array, offset: number): number {
  let sum = 0;
  let count = 0;
  for (let j = 0; j < values.length; j++) {
    const d = values[j]! - offset - combined[j]!;
    if (Number.isNaN(d)) continue;
    sum += d * d;
    count++;
  }
  return count ? Math.sqrt(sum / count) : 0;
}

/** Linear interpolation over NaN runs, ends held at their nearest value (in place). */
function fillGaps(values: Float64Array): void {
  let previous = -1;
  for (let i = 0; i < values.length; i++) {
    if (Number.isNaN(values[i]!)) continue;
    if (previous < 0) values.fill(values[i]!, 0, i);
    else
      for (let k = previous + 1; k < i; k++)
        values[k] = values[previous]! + ((values[i]! - values[previous]!) * (k - previous)) / (i - previous);
    previous = i;
  }
  if (previous >= 0) values.fill(values[previous]!, previous + 1);
}

function countHeights(run: RecordedRun): number {
  let count = 0;
  for (const e of run.track.ele) if (!Number.isNaN(e)) count++;
  return count;
}
