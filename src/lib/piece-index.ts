/**
 * Index k of the piece holding `value` among sorted knots (x[k] ≤ value ≤ x[k + 1]), by bisection:
 * the last knot at or before it, clamped to 0 … x.length − 2 (0 before the first knot, the last piece past the last).
 */
export function pieceIndex(x: ArrayLike<number>, value: number): number {
  let lo = 0;
  let hi = x.length - 2;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if ((x[mid] ?? 0) <= value) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
