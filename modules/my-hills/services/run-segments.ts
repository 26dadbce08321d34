import { median } from '../../../src/lib/sample-statistics.ts';
import { cumulativeDistances, type RecordedRun } from '../../course-files/index.ts';

/** Length of a stretch whose grade and pace are measured, metres (≈ 45–75 s of running). */
export const SEGMENT_M = 150;
/** Positions this far apart in time measure the distance: 1 s apart, GPS wobble would add 3–7 % to it (more on slow climbs). */
const DISTANCE_EVERY_S = 10;
/** Heights at a stretch's ends are the median of the points this close in time (a lone altimeter spike counts for nothing). */
const HEIGHT_WINDOW_S = 5;
/** A longer silence between two points is a pause (auto-pause, lost signal): the stretch holding it is dropped. */
const MAX_GAP_S = 15;
/** Slower than this between two distance fixes is standing still (GPS wobble of a standing watch is ~0.2 m/s). */
const STOP_MPS = 0.5;
/** Faster than this is no runner (the marathon record is 5.9 m/s): a GPS jump, or a ride. */
const MAX_RUNNING_MPS = 7;
/** Steeper than this over 150 m is an altimeter or GPS jump on a road or trail run. */
const MAX_GRADE = 0.3;

/** A stretch of steady running: its grade (rise over run) and pace (seconds per metre). */
export interface HillSegment {
  grade: number;
  secondsPerM: number;
}

export interface RunSegments {
  segments: HillSegment[];
  /** Median speed of the moving stretches, m/s (a ride's is far above a runner's). */
  movingMps: number;
}

/**
 * A recorded run cut into 150 m stretches, each with its grade and pace. Dropped, by rule:
 * - a stretch holding a pause: two points more than 15 s apart (auto-pause, lost signal);
 * - a stretch holding a stop: 10 s of less than 0.5 m/s (a light, a drink);
 * - GPS junk: faster than 7 m/s; altimeter junk: steeper than 30 %.
 * Walk breaks and other paces far off the runner's own are dropped later, against the fit
 * (fit-hills.ts), since what is far off depends on the grade. Points missing a time, a position or
 * a height are left out.
 */
export function runSegments(run: RecordedRun): RunSegments {
  const { track } = run;
  const keep: number[] = [];
  for (let i = 0; i < track.count; i++) {
    if (Number.isNaN(track.time[i]!) || Number.isNaN(track.lat[i]!) || Number.isNaN(track.lon[i]!) || Number.isNaN(track.ele[i]!)) continue;
    keep.push(i);
  }
  const n = keep.length;
  const t = new Float64Array(n);
  const lat = new Float64Array(n);
  const lon = new Float64Array(n);
  const h = new Float64Array(n);
  for (let k = 0; k < n; k++) {
    const i = keep[k]!;
    t[k] = (track.time[i]! - track.time[keep[0]!]!) / 1000;
    lat[k] = track.lat[i]!;
    lon[k] = track.lon[i]!;
    h[k] = track.ele[i]!;
  }
  if (n < 2) return { segments: [], movingMps: 0 };
  const { along, stopped } = distanceAlong(t, lat, lon);
  const heightAt = (k: number) => medianHeight(t, h, k);
  const segments: HillSegment[] = [];
  const speeds: number[] = [];
  let a = 0;
  while (a < n - 1) {
    let b = a + 1;
    let broken = stopped[a] === 1;
    while (b < n && along[b]! - along[a]! < SEGMENT_M) {
      if (t[b]! - t[b - 1]! > MAX_GAP_S || stopped[b] === 1) broken = true;
      b++;
    }
    if (b >= n) break;
    if (t[b]! - t[b - 1]! > MAX_GAP_S || stopped[b] === 1) broken = true;
    const metres = along[b]! - along[a]!;
    const seconds = t[b]! - t[a]!;
    if (!broken && seconds > 0) {
      const mps = metres / seconds;
      speeds.push(mps);
      const grade = (heightAt(b) - heightAt(a)) / metres;
      if (mps <= MAX_RUNNING_MPS && Math.abs(grade) <= MAX_GRADE) segments.push({ grade, secondsPerM: seconds / metres });
    }
    a = b;
  }
  return { segments, movingMps: speeds.length ? median(speeds) : 0 };
}

/**
 * Metres along the run at every point: geodesic distance between fixes at least 10 s apart,
 * shared out in time between them; `stopped` marks points inside a 10 s interval slower than 0.5 m/s.
 */
function distanceAlong(t: Float64Array, lat: Float64Array, lon: Float64Array): { along: Float64Array; stopped: Uint8Array } {
  const n = t.length;
  const anchors: number[] = [0];
  for (let k = 1; k < n; k++) {
    if (t[k]! - t[anchors.at(-1)!]! >= DISTANCE_EVERY_S || k === n - 1) anchors.push(k);
  }
  const aLat = Float64Array.from(anchors, (k) => lat[k]!);
  const aLon = Float64Array.from(anchors, (k) => lon[k]!);
  const aDist = cumulativeDistances(aLat, aLon, anchors.length);
  const along = new Float64Array(n);
  const stopped = new Uint8Array(n);
  for (let j = 1; j < anchors.length; j++) {
    const from = anchors[j - 1]!;
    const to = anchors[j]!;
    const span = t[to]! - t[from]!;
    const metres = aDist[j]! - aDist[j - 1]!;
    const still = span > 0 && metres / span < STOP_MPS;
    for (let k = from; k <= to; k++) {
      along[k] = aDist[j - 1]! + (span > 0 ? (metres * (t[k]! - t[from]!)) / span : 0);
      if (still) stopped[k] = 1;
    }
  }
  return { along, stopped };
}

function medianHeight(t: Float64Array, h: Float64Array, k: number): number {
  const window: number[] = [];
  for (let j = k; j >= 0 && t[k]! - t[j]! <= HEIGHT_WINDOW_S; j--) window.push(h[j]!);
  for (let j = k + 1; j < t.length && t[j]! - t[k]! <= HEIGHT_WINDOW_S; j++) window.push(h[j]!);
  return median(window);
}
