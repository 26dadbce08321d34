import type { PaceStrategy } from '../plan-types.ts';
import type { CourseGrid } from './course-grid.ts';
import { zoneFactorAt, type PaceZones } from './pace-zones.ts';
import { strategyRatio } from './running-cost.ts';

/**
 * The course cut into pieces of constant weight (relative running time per metre, from the
 * strategy and the start/finish sections), with the cumulative weight ("work") at each knot.
 * Running time between two points = base seconds per metre × work between them.
 */
export interface CostPieces {
  x: number[];
  weight: number[];
  grade: number[];
  /** Cumulative work at each knot, work[0] = 0. */
  work: number[];
}

export function costPieces(grid: CourseGrid, strategy: PaceStrategy, zones: PaceZones): CostPieces {
  const cuts = [zones.startEndM, zones.finishFromM].filter((c) => c > 0 && c < (grid.x.at(-1) ?? 0));
  const x: number[] = [0];
  const weight: number[] = [];
  const grade: number[] = [];
  const work: number[] = [0];
  const push = (to: number, g: number) => {
    const from = x[x.length - 1] ?? 0;
    if (!(to > from)) return;
    const w = strategyRatio(strategy, g) * zoneFactorAt(zones, (from + to) / 2);
    x.push(to);
    weight.push(w);
    grade.push(g);
    work.push((work[work.length - 1] ?? 0) + w * (to - from));
  };
  for (let k = 0; k < grid.grade.length; k++) {
    const to = grid.x[k + 1] ?? 0;
    const g = grid.grade[k] ?? 0;
    for (const cut of cuts) if (cut > (x[x.length - 1] ?? 0) && cut < to) push(cut, g);
    push(to, g);
  }
  return { x, weight, grade, work };
}

/** Index k of the piece holding d (x[k] ≤ d ≤ x[k + 1]), by bisection. */
export function pieceIndex(x: ArrayLike<number>, d: number): number {
  let lo = 0;
  let hi = x.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((x[mid] ?? 0) <= d) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

export function workAt(p: CostPieces, d: number): number {
  const k = pieceIndex(p.x, d);
  return (p.work[k] ?? 0) + (p.weight[k] ?? 0) * (d - (p.x[k] ?? 0));
}

/** The distance at which the cumulative work reaches `w` (the inverse of workAt). */
export function distanceAtWork(p: CostPieces, w: number): number {
  let lo = 0;
  let hi = p.work.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((p.work[mid] ?? 0) <= w) lo = mid;
    else hi = mid - 1;
  }
  const weight = p.weight[lo] ?? 1;
  return Math.min(p.x[p.x.length - 1] ?? 0, (p.x[lo] ?? 0) + (w - (p.work[lo] ?? 0)) / weight);
}
