import { midMedian } from '../../../src/lib/sample-statistics.ts';
import { roundTo } from '../../../src/lib/round-to.ts';

/** The terrain must drop more than this below both ends of a stretch… */
export const BRIDGE_DROP_M = 8;
/** …of at most this length… */
export const BRIDGE_MAX_M = 2000;
/** …that the file holds level: never more than this below the straight line between the stretch's ends. */
const LEVEL_TOLERANCE_M = 3;
/** Where the file stands this much above the terrain (beyond their usual difference) a bridge may begin. */
const EDGE_M = 2;
/** Its ends are where that excess has come down to this (or stops coming down). */
const SETTLED_M = 0.25;
/** The usual difference between the file and the terrain is the median over this much course on each side. */
const LEVEL_WINDOW_M = 2500;

export interface BridgeStretch {
  fromM: number;
  toM: number;
  /** How far the terrain drops below the lower of the stretch's ends, metres. */
  dropM: number;
}

/**
 * The bridge guard (issue 26 point 2; ADR 0022): a terrain model knows the ground, not the
 * bridges, so a course over a river gets the water's height. Where the terrain drops more than
 * 8 m below both ends of a stretch of at most 2 km that the file holds level (it does not follow
 * the dip: nowhere more than 3 m below the straight line between the stretch's ends), the file's
 * heights are kept there, moved to meet the terrain at both ends (the file and the model may sit
 * at different levels). Candidate stretches are where the file stands above the terrain by more
 * than their usual difference (the median over 2.5 km each side, which a bridge does not move),
 * widened to where the file comes back to it.
 * `file` and `terrain` are heights on the same evenly spaced steps (`stepM` apart); returns the
 * guarded heights and the stretches kept. Pure.
 */
export function guardBridges(
  file: ArrayLike<number>,
  terrain: ArrayLike<number>,
  stepM: number,
): { heights: Float64Array; bridges: BridgeStretch[] } {
  const n = terrain.length;
  const heights = Float64Array.from(terrain);
  const bridges: BridgeStretch[] = [];
  if (n < 3 || file.length !== n || !(stepM > 0)) return { heights, bridges };
  const diff = new Float64Array(n);
  for (let j = 0; j < n; j++) diff[j] = file[j]! - terrain[j]!;
  // The usual difference, twice: the second time without the steps the first found standing high
  // (a bridge's), so that a long one near the course's start or end does not lift it.
  const half = Math.max(1, Math.round(LEVEL_WINDOW_M / stepM));
  const first = localMedian(diff, half, null);
  const open = diff.map((d, k) => (d - first[k]! > EDGE_M ? Number.NaN : d));
  const usual = localMedian(open, half, first);
  const maxSteps = Math.floor(BRIDGE_MAX_M / stepM + 1e-9);
  let j = 1;
  while (j < n - 1) {
    if (diff[j]! - usual[j]! <= EDGE_M) {
      j++;
      continue;
    }
    let end = j;
    while (end + 1 < n - 1 && diff[end + 1]! - usual[end + 1]! > EDGE_M) end++;
    // The ends go out to the banks: on while the file keeps coming down to the terrain's usual level (within 2 km).
    const excess = (k: number) => diff[k]! - usual[k]!;
    let a = j - 1;
    let b = end + 1;
    while (a > 0 && b - a < maxSteps && excess(a) > SETTLED_M && diff[a - 1]! < diff[a]!) a--;
    while (b < n - 1 && b - a < maxSteps && excess(b) > SETTLED_M && diff[b + 1]! < diff[b]!) b++;
    j = b;
    if (b - a > maxSteps) continue;
    const dropM = Math.min(terrain[a]!, terrain[b]!) - minOf(terrain, a + 1, b);
    if (!(dropM > BRIDGE_DROP_M) || !holdsLevel(file, a, b)) continue;
    for (let k = a + 1; k < b; k++) {
      const f = (k - a) / (b - a);
      heights[k] = file[k]! - (diff[a]! + (diff[b]! - diff[a]!) * f);
    }
    bridges.push({ fromM: roundTo(a * stepM, 10), toM: roundTo(b * stepM, 10), dropM: roundTo(dropM, 10) });
  }
  return { heights, bridges };
}

/** The file never more than LEVEL_TOLERANCE_M below the straight line between its heights at a and b. */
function holdsLevel(file: ArrayLike<number>, a: number, b: number): boolean {
  for (let k = a + 1; k < b; k++) {
    const chord = file[a]! + ((file[b]! - file[a]!) * (k - a)) / (b - a);
    if (file[k]! < chord - LEVEL_TOLERANCE_M) return false;
  }
  return true;
}

function minOf(values: ArrayLike<number>, from: number, to: number): number {
  let min = Infinity;
  for (let k = from; k < to; k++) min = Math.min(min, values[k]!);
  return min;
}

/**
 * The median of `values` over `half` steps on each side (NaN left out; `fallback` where a window
 * holds nothing else), computed every quarter window and interpolated between (a marathon's
 * 2,000 steps take 40 sorts, not 2,000).
 */
function localMedian(values: Float64Array, half: number, fallback: Float64Array | null): Float64Array {
  const n = values.length;
  const stride = Math.max(1, Math.floor(half / 4));
  const knots: number[] = [];
  for (let j = 0; j < n; j += stride) knots.push(j);
  if (knots[knots.length - 1] !== n - 1) knots.push(n - 1);
  const at = knots.map((j) => {
    const window = Array.from(values.subarray(Math.max(0, j - half), Math.min(n, j + half + 1))).filter((v) => !Number.isNaN(v));
    return window.length === 0 ? (fallback?.[j] ?? 0) : midMedian(window);
  });
  const out = new Float64Array(n);
  for (let k = 0; k < knots.length - 1; k++) {
    const [j0, j1] = [knots[k]!, knots[k + 1]!];
    for (let j = j0; j <= j1; j++) out[j] = at[k]! + ((at[k + 1]! - at[k]!) * (j - j0)) / (j1 - j0 || 1);
  }
  if (knots.length === 1) out.fill(at[0]!);
  return out;
}
