import { pieceIndex } from '../../../src/lib/piece-index.ts';
import { isLapRow, type BandPlan, type PlanRow } from '../../pacing/index.ts';

/** The default walking speed of the pacing engine (6 km/h), when the settings give none. */
export const DEFAULT_WALK_MPS = 6000 / 3600;

/** A stretch walked during a break: from where to where, and its length in seconds. */
export interface WalkStretch {
  fromM: number;
  toM: number;
  seconds: number;
  /** Seconds since the start when the break begins. */
  startSeconds: number;
}

/** The plan's lap rows (laps and the finish, not marker rows), ascending. */
export function lapRows(plan: BandPlan): PlanRow[] {
  return plan.rows.filter((row) => isLapRow(row.kind)).sort((a, b) => a.distanceM - b.distanceM);
}

/**
 * The plan's walk breaks as stretches of course: a break covers its seconds at the walk speed
 * (the engine's own rule, modules/pacing/services/walk-breaks.ts), cut at the finish.
 */
export function walkStretches(plan: BandPlan, walkMps: number): WalkStretch[] {
  return [...(plan.walks ?? [])]
    .sort((a, b) => a.distanceM - b.distanceM)
    .map((w) => ({
      fromM: w.distanceM,
      toM: Math.min(plan.distanceM, w.distanceM + w.seconds * walkMps),
      seconds: w.seconds,
      startSeconds: w.elapsedSeconds,
    }));
}

/**
 * The plan's clock: seconds since the start at any distance. It passes through every lap row's
 * elapsed time and every walk break's start and end; in between it runs at even speed. The
 * finish is the goal time exactly.
 */
export function planClock(plan: BandPlan, walkMps: number): (distanceM: number) => number {
  const knots: Array<[number, number]> = [[0, 0]];
  for (const row of lapRows(plan)) knots.push([row.distanceM, row.elapsedSeconds]);
  for (const w of walkStretches(plan, walkMps)) {
    knots.push([w.fromM, w.startSeconds]);
    knots.push([w.toM, w.startSeconds + w.seconds]);
  }
  knots.push([plan.distanceM, plan.totalSeconds]);
  knots.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  // Whole-second rounding in the plan may put a knot a second behind the one before: time never runs back.
  const xs: number[] = [];
  const ts: number[] = [];
  for (const [x, t] of knots) {
    const last = ts.length - 1;
    const time = Math.min(plan.totalSeconds, Math.max(t, ts[last] ?? 0));
    if (last >= 0 && x - xs[last]! < 1e-6) ts[last] = Math.max(ts[last]!, time);
    else {
      xs.push(x);
      ts.push(time);
    }
  }
  return (distanceM) => {
    if (distanceM <= 0) return 0;
    if (distanceM >= plan.distanceM) return plan.totalSeconds;
    const lo = pieceIndex(xs, distanceM);
    const hi = Math.min(lo + 1, xs.length - 1);
    const span = xs[hi]! - xs[lo]!;
    const f = span > 0 ? (distanceM - xs[lo]!) / span : 0;
    return ts[lo]! + (ts[hi]! - ts[lo]!) * f;
  };
}
