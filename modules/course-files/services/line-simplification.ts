import type { LocalPlane } from './local-projection.ts';

/**
 * Douglas-Peucker simplification (Douglas & Peucker, 1973, "Algorithms for the reduction of the
 * number of points required to represent a digitized line"), run once to rank every point by the
 * tolerance at which it would first be kept (a child never outranks its parent), then cut to the
 * `maxPoints` best, so the result is bounded without re-running the algorithm per tolerance.
 * Iterative (explicit stack): no recursion depth to blow on a hostile zig-zag.
 */
export function simplifyLine(plane: LocalPlane, indices: Int32Array, maxPoints: number, toleranceM: number): Int32Array {
  const n = indices.length;
  if (n <= 2) return indices;
  const rank = new Float64Array(n);
  rank[0] = Number.POSITIVE_INFINITY;
  rank[n - 1] = Number.POSITIVE_INFINITY;
  const stack: number[] = [0, n - 1, Number.POSITIVE_INFINITY];
  const { x, y } = plane;
  while (stack.length > 0) {
    const parent = stack.pop()!;
    const last = stack.pop()!;
    const first = stack.pop()!;
    if (last - first < 2) continue;
    const ax = x[indices[first]!]!;
    const ay = y[indices[first]!]!;
    const dx = x[indices[last]!]! - ax;
    const dy = y[indices[last]!]! - ay;
    const len2 = dx * dx + dy * dy;
    let best = -1;
    let bestD2 = -1;
    for (let k = first + 1; k < last; k++) {
      const px = x[indices[k]!]! - ax;
      const py = y[indices[k]!]! - ay;
      let d2: number;
      if (len2 === 0) d2 = px * px + py * py;
      else {
        const t = Math.min(1, Math.max(0, (px * dx + py * dy) / len2));
        const ex = px - t * dx;
        const ey = py - t * dy;
        d2 = ex * ex + ey * ey;
      }
      if (d2 > bestD2) {
        bestD2 = d2;
        best = k;
      }
    }
    const score = Math.min(parent, Math.sqrt(bestD2));
    rank[best] = score;
    stack.push(first, best, score, best, last, score);
  }
  const kept: number[] = [];
  for (let k = 0; k < n; k++) if (rank[k]! >= toleranceM) kept.push(k);
  if (kept.length > maxPoints) {
    kept.sort((a, b) => rank[b]! - rank[a]! || a - b);
    kept.length = maxPoints;
    kept.sort((a, b) => a - b);
  }
  return Int32Array.from(kept, (k) => indices[k]!);
}
