import { effortRatio, isLapRow } from '../../pacing/index.ts';
import type { RaceReview, ReviewPlan, ReviewRow } from './review-types.ts';
import { summarise } from './review-summary.ts';

/** A recorded race as positions along the race (metres, never decreasing; NaN off the course) and times. */
export interface PlacedRun {
  alongM: Float64Array;
  /** Milliseconds (any origin); NaN where missing. */
  timeMs: Float64Array;
  /** Beats per minute, NaN where missing; absent when the file has none. */
  hr?: Float64Array;
  /** Whether positions come from the course line (true) or the watch's own distance, scaled (false). */
  onCourse: boolean;
}

/** Heights along the race distance (the course's, else the run's own), for grades and the chart. */
export interface RaceHeights {
  distanceM: readonly number[];
  elevationM: readonly number[];
}

/** A run that stops this close to the finish (or a mark) is extrapolated at its last kilometre's pace. */
const MAX_EXTRAPOLATION_M = 250;
/** Points standing this close to the start line count as not started yet. */
const START_M = 1;
/** Points of the gap curve and the heights under it. */
const CURVE_POINTS = 400;

/**
 * Lays a placed run on the band's rows: the time at which the runner first reached each row's
 * mark (interpolated between the two fixes around it), from the moment they left the start line.
 * Positions come from placement on the course (run-placement), so a watch measuring 1 % long
 * changes nothing. One pass over the run for all rows (rows ascending, positions never decrease).
 */
export function alignRun(run: PlacedRun, plan: ReviewPlan, heights: RaceHeights | null): RaceReview {
  const placed = placedPoints(run);
  const rows = [...plan.rows].sort((a, b) => a.distanceM - b.distanceM);
  const finish = rows.find((r) => r.kind === 'finish') ?? rows.at(-1);
  const clock = crossingClock(placed);
  const reviewRows: ReviewRow[] = [];
  let previousLap = { distanceM: 0, planned: 0, actual: 0 as number | null };
  for (const row of rows) {
    const at = clock(row.distanceM);
    const actual = at === null ? null : Math.round(at);
    const review: ReviewRow = {
      distance: row.distance,
      unit: row.unit,
      distanceM: row.distanceM,
      kind: row.kind,
      plannedSeconds: row.elapsedSeconds,
      actualSeconds: actual,
      deltaSeconds: actual === null ? null : actual - row.elapsedSeconds,
    };
    if (isLapRow(row.kind)) {
      const split = actual === null || previousLap.actual === null ? null : actual - previousLap.actual;
      review.plannedSplitSeconds = row.elapsedSeconds - previousLap.planned;
      review.actualSplitSeconds = split;
      review.gradeAdjustedPace = split === null ? null : gradeAdjustedPace(split, previousLap.distanceM, row.distanceM, plan, heights);
      if (run.hr) review.heartRate = meanHeartRate(placed, previousLap.distanceM, row.distanceM);
      previousLap = { distanceM: row.distanceM, planned: row.elapsedSeconds, actual };
    }
    reviewRows.push(review);
  }
  const total = finish ? (reviewRows.find((r) => r.distanceM === finish.distanceM)?.actualSeconds ?? null) : null;
  const planned = plannedClock(rows);
  const gap: Array<[number, number]> = [];
  const step = plan.distanceM / CURVE_POINTS;
  for (let k = 0; k <= CURVE_POINTS; k++) {
    const d = Math.min(plan.distanceM, k * step);
    const at = clock(d);
    if (at === null) break;
    gap.push([Math.round(d), Math.round((at - planned(d)) * 10) / 10]);
  }
  return {
    distanceM: plan.distanceM,
    unit: plan.unit,
    rows: reviewRows,
    totalPlannedSeconds: finish?.elapsedSeconds ?? 0,
    totalActualSeconds: total,
    gap,
    elevation: heights ? resampleHeights(heights, plan.distanceM) : [],
    hasHeartRate: Boolean(run.hr) && reviewRows.some((r) => typeof r.heartRate === 'number'),
    onCourse: run.onCourse,
    summary: summarise(reviewRows),
  };
}

interface Placed {
  along: Float64Array;
  /** Seconds since the start line was left. */
  seconds: Float64Array;
  hr: Float64Array | undefined;
  count: number;
}

/** The placed, timed points in order, their times counted from leaving the start line. */
function placedPoints(run: PlacedRun): Placed {
  const n = run.alongM.length;
  const along = new Float64Array(n);
  const seconds = new Float64Array(n);
  const hr = run.hr ? new Float64Array(n) : undefined;
  let count = 0;
  for (let i = 0; i < n; i++) {
    const a = run.alongM[i]!;
    const t = run.timeMs[i]!;
    if (Number.isNaN(a) || Number.isNaN(t)) continue;
    along[count] = count > 0 ? Math.max(a, along[count - 1]!) : a;
    seconds[count] = t / 1000;
    if (hr) hr[count] = run.hr![i]!;
    count++;
  }
  if (count === 0) return { along, seconds, hr, count };
  // The gun: the last fix still at the start line, else the first fix less the way already run
  // (at the pace of the first few hundred metres).
  let last = -1;
  for (let i = 0; i < count && along[i]! <= START_M; i++) last = i;
  let gun: number;
  if (last >= 0) gun = seconds[last]!;
  else {
    let j = 0;
    while (j + 1 < count && along[j]! < along[0]! + 300) j++;
    const pace = j > 0 && along[j]! > along[0]! ? (seconds[j]! - seconds[0]!) / (along[j]! - along[0]!) : 0;
    gun = seconds[0]! - along[0]! * pace;
  }
  for (let i = 0; i < count; i++) seconds[i] = seconds[i]! - gun;
  return { along, seconds, hr, count };
}

/**
 * Seconds at which a distance was first reached. Asked in ascending distances, it walks forward
 * only (the whole band in one pass); a lower distance restarts the walk.
 */
function crossingClock(p: Placed): (distanceM: number) => number | null {
  let j = 0;
  let lastAsked = Number.NEGATIVE_INFINITY;
  const lastAlong = p.count > 0 ? p.along[p.count - 1]! : 0;
  // The last kilometre's pace, for a watch stopped a few steps before the line.
  let k = p.count - 1;
  while (k > 0 && p.along[k]! > lastAlong - 1000) k--;
  const endPace = p.count > 1 && lastAlong > p.along[k]! ? (p.seconds[p.count - 1]! - p.seconds[k]!) / (lastAlong - p.along[k]!) : 0;
  return (d) => {
    if (p.count === 0) return null;
    if (d <= 0) return 0;
    if (d < lastAsked) j = 0;
    lastAsked = d;
    while (j < p.count && p.along[j]! < d) j++;
    if (j === p.count) {
      if (d - lastAlong > MAX_EXTRAPOLATION_M || endPace <= 0) return null;
      return p.seconds[p.count - 1]! + (d - lastAlong) * endPace;
    }
    if (j === 0) return Math.max(0, p.seconds[0]!);
    const a0 = p.along[j - 1]!;
    const a1 = p.along[j]!;
    const t0 = p.seconds[j - 1]!;
    const t1 = p.seconds[j]!;
    return a1 > a0 ? t0 + ((d - a0) / (a1 - a0)) * (t1 - t0) : t1;
  };
}

/** The plan's elapsed time at any distance: linear between its rows (each row is a kilometre or so). */
function plannedClock(rows: ReviewPlan['rows']): (distanceM: number) => number {
  const marks = [{ distanceM: 0, elapsedSeconds: 0 }, ...rows];
  return (d) => {
    let i = 1;
    while (i < marks.length - 1 && marks[i]!.distanceM < d) i++;
    const a = marks[i - 1]!;
    const b = marks[i]!;
    return b.distanceM > a.distanceM
      ? a.elapsedSeconds + ((d - a.distanceM) / (b.distanceM - a.distanceM)) * (b.elapsedSeconds - a.elapsedSeconds)
      : b.elapsedSeconds;
  };
}

/**
 * The split's pace on the flat at the same effort (runners' grade cost, Strava's curve): the split's
 * time over its flat-equivalent length (each step of the course weighted by its grade's cost).
 */
function gradeAdjustedPace(splitSeconds: number, fromM: number, toM: number, plan: ReviewPlan, heights: RaceHeights | null): number | null {
  const length = toM - fromM;
  if (!(length > 0) || splitSeconds <= 0) return null;
  let flat = length;
  if (heights && heights.distanceM.length > 1) {
    flat = 0;
    const d = heights.distanceM;
    const e = heights.elevationM;
    let covered = 0;
    for (let i = 0; i + 1 < d.length; i++) {
      const lo = Math.max(fromM, d[i]!);
      const hi = Math.min(toM, d[i + 1]!);
      if (hi <= lo) continue;
      const run = d[i + 1]! - d[i]!;
      const grade = run > 0 ? (e[i + 1]! - e[i]!) / run : 0;
      flat += (hi - lo) * effortRatio(Math.max(-0.45, Math.min(0.45, grade)));
      covered += hi - lo;
    }
    flat += length - covered;
  }
  const unitM = plan.unit === 'mi' ? 1609.344 : 1000;
  return Math.round((splitSeconds / flat) * unitM);
}

function meanHeartRate(p: Placed, fromM: number, toM: number): number | null {
  if (!p.hr) return null;
  let sum = 0;
  let n = 0;
  for (let i = 0; i < p.count; i++) {
    const a = p.along[i]!;
    if (a <= fromM) continue;
    if (a > toM) break;
    const v = p.hr[i]!;
    if (Number.isNaN(v)) continue;
    sum += v;
    n++;
  }
  return n > 0 ? Math.round(sum / n) : null;
}

function resampleHeights(h: RaceHeights, distanceM: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const d = h.distanceM;
  const e = h.elevationM;
  if (d.length === 0) return out;
  let j = 0;
  for (let k = 0; k <= CURVE_POINTS; k++) {
    const x = (k / CURVE_POINTS) * distanceM;
    while (j + 1 < d.length && d[j + 1]! < x) j++;
    const a = d[j]!;
    const b = d[Math.min(j + 1, d.length - 1)]!;
    const ea = e[j]!;
    const eb = e[Math.min(j + 1, d.length - 1)]!;
    const y = b > a ? ea + ((Math.min(Math.max(x, a), b) - a) / (b - a)) * (eb - ea) : ea;
    if (Number.isFinite(y)) out.push([Math.round(x), Math.round(y * 10) / 10]);
  }
  return out;
}
