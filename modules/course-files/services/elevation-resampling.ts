/**
 * Samples the piecewise-linear raw profile at `n + 1` evenly spaced positions 0…total, each value
 * being the mean of the profile over one step centred on the position (a box filter computed
 * exactly from the running integral). Dense watch files are averaged rather than point-sampled
 * (no aliasing of their noise); sparse route files are interpolated.
 */
export function resampleMean(values: Float64Array, dist: Float64Array, total: number, n: number): Float64Array {
  const count = values.length;
  // integral[i] = ∫ elevation from 0 to dist[i] (trapezoids).
  const integral = new Float64Array(count);
  for (let i = 1; i < count; i++) {
    integral[i] = integral[i - 1]! + ((dist[i]! - dist[i - 1]!) * (values[i]! + values[i - 1]!)) / 2;
  }
  let cursor = 0;
  // ∫ from 0 to x; x only increases between calls except once per sample (a < b), so the cursor
  // walks back at most one step's worth of points.
  const integralAt = (x: number): number => {
    while (cursor > 0 && dist[cursor]! > x) cursor--;
    while (cursor < count - 2 && dist[cursor + 1]! <= x) cursor++;
    const d0 = dist[cursor]!;
    const span = dist[cursor + 1]! - d0;
    const e0 = values[cursor]!;
    const ex = span > 0 ? e0 + ((values[cursor + 1]! - e0) * (x - d0)) / span : e0;
    return integral[cursor]! + ((x - d0) * (e0 + ex)) / 2;
  };
  const step = total / n;
  const out = new Float64Array(n + 1);
  for (let j = 0; j <= n; j++) {
    const x = j * step;
    const a = Math.max(0, x - step / 2);
    const b = Math.min(total, x + step / 2);
    const ia = integralAt(a);
    out[j] = (integralAt(b) - ia) / (b - a);
  }
  return out;
}
