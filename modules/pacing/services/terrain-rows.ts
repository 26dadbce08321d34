import TinyQueue from 'tinyqueue';
import type { CourseGrid } from './course-grid.ts';
import { MIN_TERRAIN_ROW_M } from './plan-limits.ts';

/**
 * Two neighbouring stretches whose mean grades differ by less than this are one stretch of
 * homogeneous grade (1.5 percentage points: a 1 % drag is part of the flat around it, a 2 % climb
 * is its own row).
 */
const SAME_GRADE = 0.015;

/**
 * Rows by terrain (docs/decisions/0024-terrain-rows-and-dials.md): the course cut into stretches
 * of homogeneous grade, returned as where each stretch ends, ascending, the last the finish.
 *
 * Bottom-up merging (Ward's criterion in one dimension): every step of the course grid starts as
 * its own stretch; the two neighbours whose merge adds the least to the squared grade error,
 * L₁L₂/(L₁+L₂)·(g₁−g₂)², are merged first. First phase: only neighbours of nearly the same grade
 * (SAME_GRADE), or where one is shorter than `minRowM`, may merge; it ends when every stretch is
 * long enough and differs from its neighbours: each climb and descent is then its own stretch and
 * the flats between them one. Second phase, only when there are more than `maxRows` stretches: any
 * two neighbours merge, the cheapest first, until they fit. Both phases use a priority queue
 * (tinyqueue) with stale entries skipped, O(n log n) in the grid's steps.
 */
type Pair = [cost: number, a: number, b: number, versionA: number, versionB: number];

export function terrainEdges(grid: CourseGrid, maxRows: number, minRowM = MIN_TERRAIN_ROW_M): number[] {
  const total = grid.x.at(-1) ?? 0;
  const n = grid.grade.length;
  const length = new Float64Array(n);
  const rise = new Float64Array(n);
  const prev = new Int32Array(n);
  const next = new Int32Array(n);
  const version = new Int32Array(n);
  const alive = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    length[k] = (grid.x[k + 1] ?? 0) - (grid.x[k] ?? 0);
    rise[k] = (grid.grade[k] ?? 0) * length[k]!;
    prev[k] = k - 1;
    next[k] = k + 1 < n ? k + 1 : -1;
    alive[k] = 1;
  }
  let count = n;
  const grade = (k: number) => rise[k]! / length[k]!;
  const cost = (a: number, b: number) => {
    const la = length[a]!;
    const lb = length[b]!;
    const dg = grade(a) - grade(b);
    return ((la * lb) / (la + lb)) * dg * dg;
  };
  // Entries: [cost, a, b, version of a, version of b]; a merge bumps the version, leaving older entries stale.
  let heap = new TinyQueue<Pair>([], (p, q) => p[0] - q[0]);
  const push = (a: number, b: number, allowed: (a: number, b: number) => boolean) => {
    if (a >= 0 && b >= 0 && allowed(a, b)) heap.push([cost(a, b), a, b, version[a]!, version[b]!]);
  };
  const run = (allowed: (a: number, b: number) => boolean, done: () => boolean) => {
    for (let a = 0; a >= 0; a = next[a]!) push(a, next[a]!, allowed);
    while (!done()) {
      const top = heap.pop();
      if (!top) break;
      const [, a, b, va, vb] = top;
      if (!alive[a] || !alive[b] || next[a] !== b || version[a] !== va || version[b] !== vb) continue;
      length[a] = length[a]! + length[b]!;
      rise[a] = rise[a]! + rise[b]!;
      alive[b] = 0;
      next[a] = next[b]!;
      if (next[b]! >= 0) prev[next[b]!] = a;
      version[a] = version[a]! + 1;
      count--;
      push(prev[a]!, a, allowed);
      push(a, next[a]!, allowed);
    }
    heap = new TinyQueue<Pair>([], (p, q) => p[0] - q[0]);
  };
  if (n === 0) return [total];
  run(
    (a, b) => length[a]! < minRowM || length[b]! < minRowM || Math.abs(grade(a) - grade(b)) < SAME_GRADE,
    () => false,
  );
  if (count > maxRows)
    run(
      () => true,
      () => count <= Math.max(1, maxRows),
    );
  const edges: number[] = [];
  let end = 0;
  for (let a = 0; a >= 0; a = next[a]!) {
    end += length[a]!;
    edges.push(end);
  }
  edges[edges.length - 1] = total;
  return edges;
}
