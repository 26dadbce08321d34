/** Steeper than this over a short stretch is suspect on a road course… */
const OUTLIER_GRADE = 0.12;
/** …when the stretch is at most this long (longer steep stretches are real hills)… */
const OUTLIER_MAX_M = 300;
/** …and the course around it is not itself steep: the mean |grade| of this much on either side… */
const NEIGHBOUR_M = 500;
/** …stays under this (a trail's short walls have steep neighbours and are kept). */
const NEIGHBOUR_SUPPORT_GRADE = 0.08;
/** Neighbours' grades are read over this length, so that a noisy recording's wiggles do not count. */
const NEIGHBOUR_STRIDE_M = 100;
/** Steep steps closer than this belong to one stretch (the down and up sides of one dip). */
const MERGE_GAP_M = 100;

/**
 * Flattens grade outliers (issue 26 point 4): height spikes 40–200 m long that survive the
 * Hampel filter and the smoothing and would price a net-downhill kilometre as a climb. Steps of
 * the smoothed series steeper than ±12 % are grouped into stretches; a stretch of at most 300 m
 * whose neighbours (500 m each side, the stretch's own smoothing tails left out, read over 100 m
 * strides) average under 8 % is replaced, in the 20 m box series `box` (in place), by the straight line between its ends,
 * widened by the smoothing's reach (3σ) so that no tail of the spike is left. The straight line keeps
 * the net rise across the stretch: a genuine short ramp (a bridge, an underpass) keeps its
 * height, only an excursion that comes back disappears. The caller smooths `box` again.
 * Returns the number of stretches flattened.
 */
export function flattenGradeOutliers(box: Float64Array, smoothed: Float64Array, stepM: number, sigmaM: number): number {
  const n = smoothed.length;
  const limit = OUTLIER_GRADE * stepM;
  const gapSteps = Math.max(1, Math.round(MERGE_GAP_M / stepM));
  const reach = Math.ceil((3 * sigmaM) / stepM);
  const regions: Array<[number, number]> = [];
  for (let j = 0; j + 1 < n; j++) {
    if (Math.abs(smoothed[j + 1]! - smoothed[j]!) <= limit) continue;
    const last = regions[regions.length - 1];
    if (last && j - last[1] <= gapSteps) last[1] = j + 1;
    else regions.push([j, j + 1]);
  }
  let flattened = 0;
  for (const [start, end] of regions) {
    if ((end - start) * stepM > OUTLIER_MAX_M) continue;
    const a = Math.max(0, start - reach);
    const b = Math.min(n - 1, end + reach);
    if (meanAbsGrade(smoothed, a - Math.round(NEIGHBOUR_M / stepM), a, stepM) > NEIGHBOUR_SUPPORT_GRADE) continue;
    if (meanAbsGrade(smoothed, b, b + Math.round(NEIGHBOUR_M / stepM), stepM) > NEIGHBOUR_SUPPORT_GRADE) continue;
    const e0 = box[a]!;
    const rise = box[b]! - e0;
    for (let k = a + 1; k < b; k++) box[k] = e0 + (rise * (k - a)) / (b - a);
    flattened++;
  }
  return flattened;
}

/** Mean |grade| between two indices, read over 100 m strides (0 when there is no such stretch). */
function meanAbsGrade(series: Float64Array, from: number, to: number, stepM: number): number {
  const lo = Math.max(0, from);
  const hi = Math.min(series.length - 1, to);
  const stride = Math.max(1, Math.round(NEIGHBOUR_STRIDE_M / stepM));
  if (hi - lo < stride) return 0;
  let sum = 0;
  let j = lo;
  for (; j + stride <= hi; j += stride) sum += Math.abs(series[j + stride]! - series[j]!);
  return sum / ((j - lo) * stepM);
}
