import { CourseFileError } from './course-file-error.ts';
import { projectLocal } from './local-projection.ts';
import type { RecordedRun } from './recorded-run.ts';

/** A run point further than this from the course line is off the course… */
const MAX_OFF_COURSE_M = 50;
/** …and a run off the course for more than this share of its own length is not a run of it. */
const MAX_OFF_COURSE_SHARE = 0.05;
/** A run must cover this share of the course (a lap of the park is not the race). */
const MIN_COVERAGE = 0.9;
/** Longest plausible recording: the course at a walk (5 km/h), and never under 2 hours. */
const WALK_M_PER_H = 5000;
const MIN_MAX_HOURS = 2;
/** How far ahead along the course a point may be placed, plus three times the way run since the last fix. */
const FORWARD_WINDOW_M = 200;
/** Among candidates this close to the nearest, the one least far along wins (out-and-back legs side by side). */
const TIE_M = 20;

export interface CourseLine {
  /** [lon, lat] pairs of the course's line, start to finish. */
  line: ReadonlyArray<readonly [number, number]>;
  /** The course's length as its profile measures it: positions along the line are scaled to it. */
  distanceM: number;
}

export interface RunPlacement {
  /** Each run point's position along the course, metres (never decreasing), NaN when off the course. */
  alongM: Float64Array;
  /** Share of the run's own length recorded off the course. */
  offShare: number;
  /** Share of the course between the first and the last point placed on it. */
  coverage: number;
}

/**
 * Places a recorded run on the course line by distance along it (issue 26): each point is projected
 * on the nearest segment of a window that only moves forward (from the last placed point to a few
 * hundred metres ahead), so a run along an out-and-back leg, a lap or a crossing stays on its own
 * pass. Points further than 50 m are off the course. Refuses (CourseFileError) a run that is off
 * the course for more than 5 % of its length, covers less than 90 % of it, or lasts longer than
 * the course at a walk.
 */
export function placeRun(course: CourseLine, run: RecordedRun): RunPlacement {
  const n = course.line.length;
  const courseLat = Float64Array.from(course.line, (p) => p[1]);
  const courseLon = Float64Array.from(course.line, (p) => p[0]);
  let minLat = 90;
  let maxLat = -90;
  for (const lat of courseLat) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
  }
  const plane = projectLocal(courseLat, courseLon, n, (minLat + maxLat) / 2);
  const cum = new Float64Array(n);
  for (let s = 1; s < n; s++) cum[s] = cum[s - 1]! + Math.hypot(plane.x[s]! - plane.x[s - 1]!, plane.y[s]! - plane.y[s - 1]!);
  const scale = cum[n - 1]! > 0 ? course.distanceM / cum[n - 1]! : 1;

  const maxHours = Math.max(MIN_MAX_HOURS, course.distanceM / WALK_M_PER_H);
  if (run.durationS / 3600 > maxHours) {
    throw new CourseFileError('runTooLong', { hours: round1(run.durationS / 3600), maxHours: round1(maxHours) });
  }

  const { track } = run;
  const alongM = new Float64Array(track.count).fill(Number.NaN);
  let cursor = 0;
  let lastAlong = 0;
  let sinceFix = 0;
  let runLength = 0;
  let offLength = 0;
  let firstOff = Number.NaN;
  let firstOn = Number.NaN;
  let px = Number.NaN;
  let py = Number.NaN;
  for (let i = 0; i < track.count; i++) {
    const x = plane.toX(track.lon[i]!);
    const y = plane.toY(track.lat[i]!);
    const step = Number.isNaN(px) ? 0 : Math.hypot(x - px, y - py);
    px = x;
    py = y;
    runLength += step;
    sinceFix += step;
    // The first point may be anywhere near the start; later ones only a little ahead of the last.
    const reach = cum[cursor]! + (i === 0 || Number.isNaN(firstOn) ? 2000 : FORWARD_WINDOW_M + 3 * sinceFix);
    let best = Number.POSITIVE_INFINITY;
    const candidates: Array<[number, number]> = [];
    for (let s = cursor; s + 1 < n && cum[s]! <= reach; s++) {
      const [d, along] = projectOnSegment(plane.x, plane.y, cum, s, x, y);
      if (d > MAX_OFF_COURSE_M) continue;
      candidates.push([d, along]);
      if (d < best) best = d;
      if (best === 0) break;
    }
    if (candidates.length === 0) {
      offLength += step;
      if (Number.isNaN(firstOff)) firstOff = lastAlong * scale;
      continue;
    }
    const chosen = candidates.find(([d]) => d <= best + TIE_M)!;
    lastAlong = Math.max(lastAlong, chosen[1]);
    while (cursor + 1 < n - 1 && cum[cursor + 1]! <= lastAlong) cursor++;
    alongM[i] = lastAlong * scale;
    if (Number.isNaN(firstOn)) firstOn = alongM[i]!;
    sinceFix = 0;
  }
  const offShare = runLength > 0 ? offLength / runLength : 1;
  if (offShare > MAX_OFF_COURSE_SHARE || Number.isNaN(firstOn)) {
    throw new CourseFileError('runOffCourse', {
      maxM: MAX_OFF_COURSE_M,
      share: Math.round(Math.min(1, offShare) * 100),
      maxShare: Math.round(MAX_OFF_COURSE_SHARE * 100),
      km: round1((Number.isNaN(firstOff) ? 0 : firstOff) / 1000),
    });
  }
  const coverage = (lastAlong * scale - firstOn) / course.distanceM;
  if (coverage < MIN_COVERAGE) throw new CourseFileError('runPartial', { percent: Math.round(coverage * 100) });
  return { alongM, offShare, coverage };
}

/** Distance from (x, y) to segment s, and the position of its foot along the line. */
function projectOnSegment(xs: Float64Array, ys: Float64Array, cum: Float64Array, s: number, x: number, y: number): [number, number] {
  const ax = xs[s]!;
  const ay = ys[s]!;
  const dx = xs[s + 1]! - ax;
  const dy = ys[s + 1]! - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 > 0 ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2)) : 0;
  return [Math.hypot(ax + t * dx - x, ay + t * dy - y), cum[s]! + t * Math.sqrt(len2)];
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
