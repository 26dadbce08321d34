/**
 * Gaussian kernel smoothing of an evenly spaced series; near the ends the kernel is cut and
 * renormalised (no invented values beyond the start or finish line).
 */
export function gaussianSmooth(values: Float64Array, stepM: number, sigmaM: number): Float64Array {
  const n = values.length;
  const radius = Math.min(n - 1, Math.ceil((3 * sigmaM) / stepM));
  if (radius < 1) return Float64Array.from(values);
  const weights = new Float64Array(radius + 1);
  for (let k = 0; k <= radius; k++) weights[k] = Math.exp(-0.5 * ((k * stepM) / sigmaM) ** 2);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = weights[0]! * values[i]!;
    let norm = weights[0]!;
    for (let k = 1; k <= radius; k++) {
      const w = weights[k]!;
      if (i - k >= 0) {
        sum += w * values[i - k]!;
        norm += w;
      }
      if (i + k < n) {
        sum += w * values[i + k]!;
        norm += w;
      }
    }
    out[i] = sum / norm;
  }
  return out;
}

/**
 * Dead-band (hysteresis, "backlash") filter: the output holds still until the input moves more
 * than `bandM / 2` away, then follows it. Wander smaller than the band (GPS/barometric noise on a
 * flat course) adds no gain at all, while a real climb passes through shifted by at most half the
 * band. This is the thresholded-gain idea used by watch makers and Strava, applied to the series
 * itself so that gain − loss stays exactly finish − start. Run forward and backward and averaged,
 * so hills are not shifted one way along the course.
 */
export function deadBand(values: Float64Array, bandM: number): Float64Array {
  const n = values.length;
  const half = bandM / 2;
  const forward = new Float64Array(n);
  const backward = new Float64Array(n);
  forward[0] = values[0]!;
  for (let i = 1; i < n; i++) forward[i] = clamp(forward[i - 1]!, values[i]! - half, values[i]! + half);
  backward[n - 1] = values[n - 1]!;
  for (let i = n - 2; i >= 0; i--) backward[i] = clamp(backward[i + 1]!, values[i]! - half, values[i]! + half);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) out[i] = (forward[i]! + backward[i]!) / 2;
  return out;
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
