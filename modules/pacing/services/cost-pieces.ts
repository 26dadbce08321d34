import { pieceIndex } from '../../../src/lib/piece-index.ts';
import type { CourseGrid } from './course-grid.ts';
import type { Dials } from './dials.ts';
import { zoneFactorAt, type PaceZones } from './pace-zones.ts';
import { dialRatio, type GradeModel } from './running-cost.ts';

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

/** What turns a course into weights (docs/decisions/0024-terrain-rows-and-dials.md). */
export interface Weighting {
  dials: Dials;
  /** The grade model: a named one, or the runner's own curve. */
  model: GradeModel;
  zones: PaceZones;
  /**
   * Where the band's rows end (ascending); with `dials.rowFloor` no row is then printed faster
   * than the fastest row of the even-effort plan (see rowFloors).
   */
  rowEdgesM?: readonly number[];
  /** A split between the halves: from `fromM` on, each metre takes `factor` times its time. */
  split?: { fromM: number; factor: number };
  /** No descent faster than this share of the average pace (descentFloorShare). */
  descentFloor?: number;
}

export function costPieces(grid: CourseGrid, weighting: Weighting): CostPieces {
  const { dials, model, zones, split } = weighting;
  const total = grid.x.at(-1) ?? 0;
  const weightAt = (uphill: number, downhill: number) => (g: number, from: number, to: number) => {
    const mid = (from + to) / 2;
    const w = dialRatio(g, uphill, downhill, model) * zoneFactorAt(zones, mid);
    return split && mid > split.fromM ? w * split.factor : w;
  };
  const own = weightAt(dials.uphill, dials.downhill);
  const zoneCuts = [zones.startEndM, zones.finishFromM, ...(split ? [split.fromM] : [])];
  if (!dials.rowFloor) return floorDescents(grid, zoneCuts, own, weighting.descentFloor);
  // Rows start and end on knots, so that each piece belongs to one row.
  const edges = [...new Set([...(weighting.rowEdgesM ?? []).filter((d) => d > 0 && d < total), total])].sort((a, b) => a - b);
  const cuts = [...zoneCuts, ...edges];
  const x2 = buildPieces(grid, cuts, own);
  const even = buildPieces(grid, cuts, weightAt(1, 1));
  const factors = rowFloors(x2, even, edges);
  if (!factors) return x2;
  return buildPieces(grid, cuts, (g, from, to) => {
    const row = edges.findIndex((edge) => (from + to) / 2 < edge);
    return own(g, from, to) * (factors[row < 0 ? edges.length - 1 : row] ?? 1);
  });
}

type WeightOf = (grade: number, from: number, to: number) => number;

/**
 * The descent floor: with run time R (no walk breaks) the base pace is R / W per unit of work, W
 * the total work, and the average pace R / D; a descent piece of weight w runs at R·w / W per
 * metre, at least share · R / D when w ≥ φ = share · W / D. Raising the descents below φ to φ
 * raises W, hence φ: the fixed point φ = share · W(φ) / D is reached by iteration (a contraction:
 * W grows by at most the descents' length per unit of φ, and share · that length < D). The time
 * the descents lose is taken back evenly elsewhere when the base pace is fitted to the goal.
 */
function floorDescents(grid: CourseGrid, cuts: readonly number[], weightOf: WeightOf, share: number | undefined): CostPieces {
  const pieces = buildPieces(grid, cuts, weightOf);
  if (share === undefined) return pieces;
  const total = pieces.x.at(-1) ?? 0;
  const workWith = (phi: number) => {
    let work = 0;
    for (let k = 0; k < pieces.weight.length; k++) {
      const w = pieces.weight[k] ?? 0;
      const len = (pieces.x[k + 1] ?? 0) - (pieces.x[k] ?? 0);
      work += ((pieces.grade[k] ?? 0) < 0 ? Math.max(w, phi) : w) * len;
    }
    return work;
  };
  let phi = (share * (pieces.work.at(-1) ?? 0)) / total;
  if (!pieces.weight.some((w, k) => (pieces.grade[k] ?? 0) < 0 && w < phi)) return pieces;
  for (let i = 0; i < 200; i++) {
    const next = (share * workWith(phi)) / total;
    if (Math.abs(next - phi) <= phi * 1e-15) break;
    phi = next;
  }
  return buildPieces(grid, cuts, (g, from, to) => (g < 0 ? Math.max(weightOf(g, from, to), phi) : weightOf(g, from, to)));
}

function buildPieces(
  grid: CourseGrid,
  cutsM: readonly number[],
  weightOf: (grade: number, from: number, to: number) => number,
): CostPieces {
  const cuts = [...cutsM].filter((c) => c > 0 && c < (grid.x.at(-1) ?? 0)).sort((a, b) => a - b);
  const x: number[] = [0];
  const weight: number[] = [];
  const grade: number[] = [];
  const work: number[] = [0];
  const push = (to: number, g: number) => {
    const from = x[x.length - 1] ?? 0;
    if (!(to > from)) return;
    const w = weightOf(g, from, to);
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

/**
 * Effort ×2 doubles the hill adjustment but never asks for a row faster than the fastest row of
 * the even-effort plan on the same course, goal and rows. With run time R, even effort runs at
 * R / W_e seconds per unit of work (W_e its total work), so its fastest row runs at
 * F = R · m_e / W_e, m_e the smallest work per metre of a row. A row of effort ×2 whose work per
 * metre is below φ is slowed as a whole to φ (its hills keep their shape inside it); the run then
 * takes R / W₂(φ) per unit of work, so the floor pace is exactly F when
 * Σ_rows max(W₂_row / φ, length_row) = W_e / m_e, solved by bisection. R cancels: φ depends on the
 * course, the rows and the start/finish sections, not on the goal. Walk breaks are left out of
 * this balance, so with breaks it holds to within the share walked.
 * Returns each row's factor (1 for rows not slowed), or null when no row needs one.
 */
function rowFloors(x2: CostPieces, even: CostPieces, edges: readonly number[]): number[] | null {
  const rows: Array<{ length: number; x2: number; even: number }> = [];
  let from = 0;
  for (const to of edges) {
    rows.push({ length: to - from, x2: workAt(x2, to) - workAt(x2, from), even: workAt(even, to) - workAt(even, from) });
    from = to;
  }
  const minEven = Math.min(...rows.map((r) => r.even / r.length));
  if (!(minEven > 0 && Number.isFinite(minEven))) return null;
  const target = (even.work.at(-1) ?? 0) / minEven;
  const balance = (phi: number) => rows.reduce((sum, r) => sum + Math.max(r.x2 / phi, r.length), 0);
  let lo = Math.min(...rows.map((r) => r.x2 / r.length));
  let hi = Math.max(...rows.map((r) => r.x2 / r.length));
  if (!(balance(lo) > target * (1 + 1e-12))) return null;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (balance(mid) > target) lo = mid;
    else hi = mid;
  }
  const phi = (lo + hi) / 2;
  return rows.map((r) => Math.max(1, (phi * r.length) / r.x2));
}

export function workAt(p: CostPieces, d: number): number {
  const k = pieceIndex(p.x, d);
  return (p.work[k] ?? 0) + (p.weight[k] ?? 0) * (d - (p.x[k] ?? 0));
}

/** The distance at which the cumulative work reaches `w` (the inverse of workAt). */
export function distanceAtWork(p: CostPieces, w: number): number {
  const lo = pieceIndex(p.work, w);
  const weight = p.weight[lo] ?? 1;
  return Math.min(p.x[p.x.length - 1] ?? 0, (p.x[lo] ?? 0) + (w - (p.work[lo] ?? 0)) / weight);
}
