export interface JumpOptions {
  /** A step steeper than this (fraction) is an altimeter jump, not terrain… */
  maxStepGrade: number;
  /** …and jumps closer together than this belong to one glitch. */
  mergeGapM: number;
}

/**
 * Bridges altimeter glitches that the Hampel filter cannot see because they are wide, not
 * spiky: a barometric watch that jumps +60 m in three samples, drifts up a 300 m "hill" at
 * 40–120 % and drops back (madrid-marathon-noisy.gpx, km 38.6–39.8, the 885 m maximum). Steps
 * steeper than `maxStepGrade` on the 20 m box-averaged series are marked, marks closer than
 * `mergeGapM` are merged into one region, and each region is replaced by the straight line
 * between its ends. The straight line keeps the net rise across the region, so a genuinely
 * steep climb (a trail's 45 % wall) keeps its height; only an excursion that comes back down
 * disappears. Works in place on an evenly spaced series.
 */
export function bridgeAltimeterJumps(series: Float64Array, stepM: number, options: JumpOptions): number {
  const n = series.length;
  const limit = options.maxStepGrade * stepM;
  const gapSteps = Math.max(1, Math.round(options.mergeGapM / stepM));
  let bridged = 0;
  let start = -1;
  let end = -1;
  const bridge = () => {
    const e0 = series[start]!;
    const rise = series[end]! - e0;
    for (let k = start + 1; k < end; k++) series[k] = e0 + (rise * (k - start)) / (end - start);
    bridged += end - start;
  };
  for (let j = 0; j + 1 < n; j++) {
    if (Math.abs(series[j + 1]! - series[j]!) <= limit) continue;
    if (start >= 0 && j - end <= gapSteps) end = j + 1;
    else {
      if (start >= 0) bridge();
      start = j;
      end = j + 1;
    }
  }
  if (start >= 0) bridge();
  return bridged;
}
