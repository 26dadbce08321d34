import { CourseFileError } from './course-file-error.ts';
import type { RawTrack } from './raw-track.ts';

/** Share of timed points that may be dropped as glitches before the file is refused. */
const MAX_GLITCH_SHARE = 0.01;

/**
 * Timestamp policy (docs/decisions/0003-course-engine.md): a few points whose time goes backwards
 * are watch glitches (GPS time resync, a resumed lap) and are dropped; if more than 1 % of the
 * timed points (and more than one point) would have to go, the recording is wholesale out of order
 * — shuffled, merged from two files — and is refused, since its geometry cannot be trusted either.
 *
 * The points kept are a longest non-decreasing subsequence of the times (patience sorting,
 * O(n log n)): the fewest points dropped, whichever side of the glitch is wrong (one point stamped
 * in the future, or one in the past). Points without a time are kept.
 */
export function dropTimeGlitches(track: RawTrack): RawTrack {
  const { time, count } = track;
  let timed = 0;
  let ordered = true;
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < count; i++) {
    const t = time[i]!;
    if (Number.isNaN(t)) continue;
    timed++;
    if (t < last) ordered = false;
    else last = t;
  }
  if (ordered) return track;

  const keep = longestOrderedTimes(time, count);
  const dropped = timed - keep.size;
  if (dropped > Math.max(1, Math.floor(timed * MAX_GLITCH_SHARE))) {
    throw new CourseFileError('timesOutOfOrder', { count: dropped });
  }
  const kept: number[] = [];
  for (let i = 0; i < count; i++) if (Number.isNaN(time[i]!) || keep.has(i)) kept.push(i);
  const pick = (from: Float64Array) => Float64Array.from(kept, (i) => from[i]!);
  return {
    count: kept.length,
    lat: pick(track.lat),
    lon: pick(track.lon),
    ele: pick(track.ele),
    time: pick(track.time),
    waypoints: track.waypoints,
    ...(track.name ? { name: track.name } : {}),
    ...(track.hr ? { hr: pick(track.hr) } : {}),
    ...(track.sport ? { sport: track.sport } : {}),
  };
}

function longestOrderedTimes(time: Float64Array, count: number): Set<number> {
  const tails: number[] = []; // index of the smallest tail time of an ordered run of each length
  const previous = new Int32Array(count).fill(-1);
  for (let i = 0; i < count; i++) {
    const t = time[i]!;
    if (Number.isNaN(t)) continue;
    // First run whose tail is strictly later than t (non-decreasing runs allow equal times).
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (time[tails[mid]!]! <= t) lo = mid + 1;
      else hi = mid;
    }
    if (lo > 0) previous[i] = tails[lo - 1]!;
    tails[lo] = i;
  }
  const keep = new Set<number>();
  for (let i = tails[tails.length - 1] ?? -1; i >= 0; i = previous[i]!) keep.add(i);
  return keep;
}
