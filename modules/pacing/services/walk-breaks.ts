import { metresPerUnit } from '../../../src/lib/units.ts';
import type { DistanceUnit } from './plan-types.ts';
import { distanceAtWork, workAt, type CostPieces } from './cost-pieces.ts';
import type { WalkSettings } from './plan-settings.ts';
import type { WalkInterval } from './timeline.ts';

/**
 * No walk break starts this close to the finish (metres): the last stretch is run (issue 26).
 * A break that starts before it may still run into it.
 */
export const NO_WALK_BEFORE_FINISH_M = 500;

/**
 * Walk breaks. A break lasts `walkSeconds` and the walker keeps moving at the walk speed, so a
 * break covers walkSeconds × speed metres (cut at the finish). Breaks by distance and at aid
 * stations start at fixed points; breaks by duration start after every `runMinutes` of running,
 * so where they fall depends on the running pace and is solved together with it. None starts in
 * the last NO_WALK_BEFORE_FINISH_M metres.
 */
export function fixedWalks(
  walk: WalkSettings,
  unit: DistanceUnit,
  distanceM: number,
  walkMps: number,
  aidStationsM: readonly number[],
): WalkInterval[] {
  if (walk.kind === 'none' || walk.kind === 'duration') return [];
  const starts: number[] = [];
  const last = distanceM - NO_WALK_BEFORE_FINISH_M;
  if (walk.kind === 'distance') {
    const step = walk.every * metresPerUnit(unit);
    for (let k = 1; k * step < last - 1e-6; k++) starts.push(k * step);
  } else {
    starts.push(...aidStationsM.filter((d) => d > 0 && d < last).sort((a, b) => a - b));
  }
  return mergeWalks(starts.map((from) => ({ from, to: Math.min(distanceM, from + walk.walkSeconds * walkMps) })));
}

// Two aid stations closer than one break's walk give a single, longer break.
function mergeWalks(walks: WalkInterval[]): WalkInterval[] {
  const merged: WalkInterval[] = [];
  for (const w of walks) {
    const last = merged[merged.length - 1];
    if (last && w.from <= last.to) last.to = Math.max(last.to, w.to);
    else merged.push({ ...w });
  }
  return merged;
}

/** Where run-X-minutes / walk-Y-seconds breaks fall at a given base pace (seconds per unit work). */
function durationWalks(p: CostPieces, runSeconds: number, walkMetres: number, base: number): WalkInterval[] {
  const end = p.x[p.x.length - 1] ?? 0;
  const walks: WalkInterval[] = [];
  let pos = 0;
  // Bounded: each break moves at least walkMetres forward.
  while (pos < end) {
    const from = distanceAtWork(p, workAt(p, pos) + runSeconds / base);
    if (!(from < end - NO_WALK_BEFORE_FINISH_M)) break;
    const to = Math.min(end, from + walkMetres);
    walks.push({ from, to });
    pos = to;
  }
  return walks;
}

/** Total time of a plan: running at `base` plus walking the given intervals. */
function totalSeconds(p: CostPieces, walks: readonly WalkInterval[], walkMps: number, base: number): number {
  let run = p.work[p.work.length - 1] ?? 0;
  let walking = 0;
  for (const w of walks) {
    run -= workAt(p, w.to) - workAt(p, w.from);
    walking += (w.to - w.from) / walkMps;
  }
  return base * run + walking;
}

/**
 * The breaks of a run-walk by duration that make the plan finish on the goal. The total time
 * grows with the base pace, continuously but where a last break comes into the stretch before
 * the finish's unwalked 500 m (a jump of one break), so bisection converges; the caller then fits
 * the base exactly on the returned breaks (at a jump, the runs between breaks come out shorter by
 * at most one break's share of the race).
 */
export function solveDurationWalks(p: CostPieces, runSeconds: number, walkSeconds: number, walkMps: number, goal: number): WalkInterval[] {
  const walkMetres = walkSeconds * walkMps;
  const at = (base: number) => totalSeconds(p, durationWalks(p, runSeconds, walkMetres, base), walkMps, base);
  let lo = 0;
  let hi = goal / (p.work[p.work.length - 1] ?? 1);
  for (let i = 0; i < 60 && at(hi) < goal; i++) hi *= 2;
  for (let i = 0; i < 100 && hi - lo > hi * 1e-14; i++) {
    const mid = (lo + hi) / 2;
    if (at(mid) < goal) lo = mid;
    else hi = mid;
  }
  return durationWalks(p, runSeconds, walkMetres, hi);
}
