import { pieceIndex } from '../../../src/lib/piece-index.ts';
import type { CostPieces } from './cost-pieces.ts';

/** A stretch of course covered walking, metres from the start. */
export interface WalkInterval {
  from: number;
  to: number;
}

/**
 * Cumulative quantities at every knot of the course, walk breaks included. Elapsed time at a
 * knot is `base × run + walkTime`: linear in the running base pace, which lets the planner solve
 * for the goal exactly. Between knots everything is linear in distance.
 */
export interface Timeline {
  x: number[];
  /** Running work (weight × metres run). */
  run: number[];
  /** Seconds spent walking. */
  walkTime: number[];
  /** Metres walked. */
  walked: number[];
  /** Integral of grade over distance: metres climbed net, as the planner sees the grades. */
  rise: number[];
}

export type TimelinePoint = { run: number; walkTime: number; walked: number; rise: number };

export function buildTimeline(p: CostPieces, walks: readonly WalkInterval[], walkMps: number): Timeline {
  const t: Timeline = { x: [0], run: [0], walkTime: [0], walked: [0], rise: [0] };
  const add = (to: number, k: number, walking: boolean) => {
    const last = t.x.length - 1;
    const from = t.x[last] ?? 0;
    if (!(to > from)) return;
    const len = to - from;
    t.x.push(to);
    t.run.push((t.run[last] ?? 0) + (walking ? 0 : (p.weight[k] ?? 1) * len));
    t.walkTime.push((t.walkTime[last] ?? 0) + (walking ? len / walkMps : 0));
    t.walked.push((t.walked[last] ?? 0) + (walking ? len : 0));
    t.rise.push((t.rise[last] ?? 0) + (p.grade[k] ?? 0) * len);
  };
  // One pass over the pieces, cutting them at the walk boundaries (walks are sorted, disjoint).
  let w = 0;
  for (let k = 0; k < p.weight.length; k++) {
    const to = p.x[k + 1] ?? 0;
    for (;;) {
      const walk = walks[w];
      const from = t.x[t.x.length - 1] ?? 0;
      if (!walk || walk.from >= to) {
        add(to, k, false);
        break;
      }
      if (from < walk.from) add(walk.from, k, false);
      const end = Math.min(walk.to, to);
      add(end, k, true);
      if (walk.to > to) break;
      w++;
    }
  }
  return t;
}

export function timelineAt(t: Timeline, d: number): TimelinePoint {
  const k = pieceIndex(t.x, d);
  const x0 = t.x[k] ?? 0;
  const x1 = t.x[k + 1] ?? x0;
  const f = x1 > x0 ? Math.min(1, Math.max(0, (d - x0) / (x1 - x0))) : 0;
  const lerp = (a: number[]) => (a[k] ?? 0) + ((a[k + 1] ?? a[k] ?? 0) - (a[k] ?? 0)) * f;
  return { run: lerp(t.run), walkTime: lerp(t.walkTime), walked: lerp(t.walked), rise: lerp(t.rise) };
}

export function timelineEnd(t: Timeline): TimelinePoint {
  const k = t.x.length - 1;
  return { run: t.run[k] ?? 0, walkTime: t.walkTime[k] ?? 0, walked: t.walked[k] ?? 0, rise: t.rise[k] ?? 0 };
}
