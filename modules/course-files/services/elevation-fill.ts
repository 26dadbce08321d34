/**
 * Decides whether the file has usable elevation and fills the gaps of the raw series.
 * Usable: at least half of the points carry a plausible `ele`, and not all of them are 0
 * (several exporters and KML `clampToGround` lines write 0 for "unknown").
 * Gaps are filled by linear interpolation along the distance, ends by the nearest value.
 */
export function fillElevation(ele: Float64Array, dist: Float64Array, count: number): Float64Array | null {
  let known = 0;
  let nonZero = false;
  for (let i = 0; i < count; i++) {
    const e = ele[i]!;
    if (Number.isNaN(e)) continue;
    known++;
    if (e !== 0) nonZero = true;
  }
  if (known < 2 || known * 2 < count || !nonZero) return null;
  const out = Float64Array.from(ele);
  if (known === count) return out;
  let previous = -1;
  for (let i = 0; i < count; i++) {
    if (Number.isNaN(out[i]!)) continue;
    if (previous < 0) out.fill(out[i]!, 0, i);
    else if (i - previous > 1) {
      const e0 = out[previous]!;
      const span = dist[i]! - dist[previous]!;
      const rise = out[i]! - e0;
      for (let k = previous + 1; k < i; k++) {
        out[k] = span > 0 ? e0 + (rise * (dist[k]! - dist[previous]!)) / span : e0;
      }
    }
    previous = i;
  }
  out.fill(out[previous]!, previous + 1);
  return out;
}
