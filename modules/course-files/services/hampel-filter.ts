const MAD_TO_SIGMA = 1.4826;

export interface HampelOptions {
  /** Half window along the course, metres… */
  halfWindowM: number;
  /** …but at least this many points each side (sparse files)… */
  minHalfPoints: number;
  /** …and at most this many (dense files: bounds the work per point). */
  maxHalfPoints: number;
  /** Outlier when further than `k` robust standard deviations from the window median… */
  k: number;
  /** …and further than this many metres (a flat window has MAD 0: do not chase decimetres). */
  floorM: number;
}

/**
 * Hampel filter (Hampel 1974; Pearson et al. 2016, "Generalized Hampel filters"): a value further
 * than k·σ from the median of its window, with σ = 1.4826·MAD, is replaced by that median.
 * It removes isolated altimeter/GPS spikes without touching real slopes, which a mean would
 * smear and a plain median filter would flatten at every crest.
 */
export function hampelFilter(values: Float64Array, dist: Float64Array, options: HampelOptions): Float64Array {
  const n = values.length;
  const out = Float64Array.from(values);
  const window = new Float64Array(2 * options.maxHalfPoints + 1);
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const d = dist[i]!;
    while (lo < i - options.minHalfPoints && (d - dist[lo]! > options.halfWindowM || i - lo > options.maxHalfPoints)) lo++;
    if (hi < i) hi = i;
    while (
      hi + 1 < n &&
      hi + 1 - i <= options.maxHalfPoints &&
      (hi + 1 - i <= options.minHalfPoints || dist[hi + 1]! - d <= options.halfWindowM)
    )
      hi++;
    const size = hi - lo + 1;
    if (size < 3) continue;
    for (let k = 0; k < size; k++) window[k] = values[lo + k]!;
    const median = selectMedian(window, size);
    for (let k = 0; k < size; k++) window[k] = Math.abs(values[lo + k]! - median);
    const sigma = MAD_TO_SIGMA * selectMedian(window, size);
    const deviation = Math.abs(values[i]! - median);
    if (deviation > options.k * sigma && deviation > options.floorM) out[i] = median;
  }
  return out;
}

/** Median of the first `size` values (reorders them): Hoare's quickselect, expected O(size). */
function selectMedian(a: Float64Array, size: number): number {
  const target = size >> 1;
  let left = 0;
  let right = size - 1;
  while (left < right) {
    const pivot = a[(left + right) >> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i] = a[j]!;
        a[j] = t;
        i++;
        j--;
      }
    }
    if (target <= j) right = j;
    else if (target >= i) left = i;
    else break;
  }
  return a[target]!;
}
