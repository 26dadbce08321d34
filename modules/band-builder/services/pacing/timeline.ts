import { pieceIndex, type CostPieces } from './cost-pieces.ts';

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
  const end = p.x[p.x.length - 1] ?? 0;
  const cuts = [...new Set([...p.x, ...walks.flatMap((w) => [w.from, w.to])])]
    .filter((c) => c >= 0 && c <= end)
    .sort((a, b) => a - b);
  const t: Timeline = { x: [0], run: [0], walkTime: [0], walked: [0], rise: [0] };
  let w = 0;
  for (let i = 1; i < cuts.length; i++) {
    const from = cuts[i - 1] ?? 0;
    const to = cuts[i] ?? 0;
    const mid = (from + to) / 2;
    const k = pieceIndex(p.x, mid);
    while (w < walks.length && (walks[w]?.to ?? 0) <= mid) w++;
    const walking = w < walks.length && (walks[w]?.from ?? 0) < mid;
    const len = to - from;
    const last = t.x.length - 1;
    t.x.push(to);
    t.run.push((t.run[last] ?? 0) + (walking ? 0 : (p.weight[k] ?? 1) * len));
    t.walkTime.push((t.walkTime[last] ?? 0) + (walking ? len / walkMps : 0));
    t.walked.push((t.walked[last] ?? 0) + (walking ? len : 0));
    t.rise.push((t.rise[last] ?? 0) + (p.grade[k] ?? 0) * len);
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
