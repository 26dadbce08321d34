/**
 * Gaussian kernel smoothing of an evenly spaced series. Beyond the start and the finish the series
 * is continued by point reflection about its end value (2·e₀ − e₋ₖ), so a slope that runs through
 * an end keeps its line and the smoothed start and finish stay on the file's (a cut kernel would
 * pull a descending start down towards the mean of the first hundred metres).
 */
export function gaussianSmooth(values: Float64Array, stepM: number, sigmaM: number): Float64Array {
  const n = values.length;
  const radius = Math.min(n - 1, Math.ceil((3 * sigmaM) / stepM));
  if (radius < 1) return Float64Array.from(values);
  const weights = new Float64Array(radius + 1);
  let norm = 0;
  for (let k = 0; k <= radius; k++) {
    weights[k] = Math.exp(-0.5 * ((k * stepM) / sigmaM) ** 2);
    norm += k === 0 ? weights[k]! : 2 * weights[k]!;
  }
  const first = values[0]!;
  const last = values[n - 1]!;
  const at = (i: number) => (i < 0 ? 2 * first - values[-i]! : i >= n ? 2 * last - values[2 * (n - 1) - i]! : values[i]!);
  const out = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = weights[0]! * values[i]!;
    for (let k = 1; k <= radius; k++) sum += weights[k]! * (at(i - k) + at(i + k));
    out[i] = sum / norm;
  }
  return out;
}

/**
 * The noise of a recording, metres: a robust standard deviation (1.4826 · median absolute value)
 * of what the smoothing removed. Route planners' DEM profiles measure a few centimetres, watch
 * barometers a few decimetres; a real climb is not removed by a 30 m smoothing, so it does not count.
 */
export function noiseLevel(raw: Float64Array, smoothed: Float64Array): number {
  const residuals = Array.from(raw, (value, i) => Math.abs(value - smoothed[i]!)).sort((a, b) => a - b);
  return 1.4826 * (residuals[residuals.length >> 1] ?? 0);
}

/**
 * Dead-band (hysteresis, "backlash") filter: the output holds still until the input moves more
 * than `bandM / 2` away, then follows it. Wander smaller than the band adds no gain at all, while a
 * real climb passes through shifted by at most half the band. Applied to the series itself so that
 * gain − loss stays exactly finish − start. Run forward and backward and averaged, so hills are not
 * shifted one way along the course; the difference this leaves at the start and the finish (at
 * most a quarter of the band) is faded out over `endFadeSteps` samples, so both ends stay on the input.
 */
export function deadBand(values: Float64Array, bandM: number, endFadeSteps = 15): Float64Array {
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
  const startOff = values[0]! - out[0]!;
  const finishOff = values[n - 1]! - out[n - 1]!;
  const fade = Math.max(1, Math.min(endFadeSteps, Math.floor((n - 1) / 2)));
  for (let k = 0; k < fade; k++) {
    const share = 1 - k / fade;
    out[k] = out[k]! + startOff * share;
    out[n - 1 - k] = out[n - 1 - k]! + finishOff * share;
  }
  return out;
}

function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
