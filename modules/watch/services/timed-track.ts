import { pieceIndex } from '../../../src/lib/piece-index.ts';
import { metresPerUnit } from '../../../src/lib/units.ts';
import { lineLengths, type CourseProfile } from '../../course-files/index.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { lapRows, planClock, walkStretches } from './plan-clock.ts';

/** One point of the course as the watch gets it: where, how high, how far into the race, and when. */
export interface TimedPoint {
  lat: number;
  lon: number;
  elevationM: number;
  /** Metres from the start, on the race distance (the plan's). */
  distanceM: number;
  /** Seconds since the start, on the plan's clock. */
  seconds: number;
  /** A place the plan names (a lap row, a walk break's ends, a mark, an aid station), kept before a bend's point. */
  anchor?: boolean;
}

export interface CoursePointOnTrack extends TimedPoint {
  kind: 'aid' | 'mark';
  /** The aid station's name, or the mark's number (1, 2, 3… km or miles). */
  name: string;
  number: number;
}

export interface TimedCourse {
  points: TimedPoint[];
  coursePoints: CoursePointOnTrack[];
}

/** No two points further apart than this: the watch draws the track and its heights from them. */
const MAX_GAP_M = 100;

/** Interpolates `ys` over ascending `xs`, reading ascending `x` values in turn (a moving cursor). */
function cursor(xs: ArrayLike<number>, ys: (i: number, j: number, f: number) => void) {
  let i = 0;
  return (x: number) => {
    while (i < xs.length - 2 && xs[i + 1]! < x) i++;
    const span = xs[i + 1]! - xs[i]!;
    ys(i, i + 1, span > 0 ? Math.min(1, Math.max(0, (x - xs[i]!) / span)) : 0);
  };
}

/**
 * The course's map line laid over the plan: a point at every vertex of the line, every lap row,
 * walk break, km or mile mark and aid station, and at most 100 m apart, each with its height and
 * its time on the plan's clock. The line and the profile span the track's own length; the plan
 * spans the race distance: positions are taken at the same fraction of each (as the course page's
 * markers are), so the hills stay where they are in the race.
 */
export function timedCourse(plan: BandPlan, course: CourseProfile, walkMps: number): TimedCourse {
  const line =
    course.line.length >= 2
      ? course.line
      : [[course.start.lon, course.start.lat] as [number, number], [course.finish.lon, course.finish.lat] as [number, number]];
  const lengths = lineLengths(line);
  const lineM = lengths[lengths.length - 1]! || 1;
  const race = plan.distanceM;
  const toRace = (lineDistance: number) => (lineDistance / lineM) * race;
  const trackPerRace = course.distanceM / race;

  const unitM = metresPerUnit(plan.unit);
  const marks: Array<{ distanceM: number; kind: 'aid' | 'mark'; name: string; number: number }> = [];
  for (let k = 1; k * unitM < race - 1; k++) marks.push({ distanceM: k * unitM, kind: 'mark', name: '', number: k });
  course.aidStations.forEach((a, i) =>
    marks.push({ distanceM: Math.min(race, a.distanceM / trackPerRace), kind: 'aid', name: a.name, number: i + 1 }),
  );

  const anchors = new Set([0, race, ...lapRows(plan).map((r) => r.distanceM), ...marks.map((m) => m.distanceM)]);
  for (const w of walkStretches(plan, walkMps)) anchors.add(w.fromM).add(w.toM);
  const wanted = [...lengths.map(toRace), ...anchors];
  const sorted = wanted.filter((d) => d >= 0 && d <= race).sort((a, b) => a - b);
  const distances: number[] = [];
  for (const d of sorted) {
    const last = distances[distances.length - 1];
    if (last !== undefined && d - last < 0.5) continue;
    if (last !== undefined)
      for (let gap = d - last, n = Math.ceil(gap / MAX_GAP_M), k = 1; k < n; k++) distances.push(last + (gap * k) / n);
    distances.push(d);
  }
  // The finish is the race's end, whatever point came close to it.
  distances[distances.length - 1] = race;

  const clock = planClock(plan, walkMps);
  const raceLengths = lengths.map(toRace);
  const samples = course.samples;
  let lat = 0;
  let lon = 0;
  let ele = 0;
  const position = cursor(raceLengths, (i, j, f) => {
    lon = line[i]![0] + (line[j]![0] - line[i]![0]) * f;
    lat = line[i]![1] + (line[j]![1] - line[i]![1]) * f;
  });
  const height = cursor(samples.distanceM, (i, j, f) => {
    ele = samples.elevationM[i]! + (samples.elevationM[j]! - samples.elevationM[i]!) * f;
  });
  const points = distances.map((distanceM): TimedPoint => {
    position(distanceM);
    height(distanceM * trackPerRace);
    return { lat, lon, elevationM: ele, distanceM, seconds: clock(distanceM), ...(anchors.has(distanceM) ? { anchor: true } : {}) };
  });

  const coursePoints = marks
    .sort((a, b) => a.distanceM - b.distanceM)
    .map((mark): CoursePointOnTrack => {
      const at = nearest(points, distances, mark.distanceM);
      return { ...at, kind: mark.kind, name: mark.name, number: mark.number };
    });
  return { points, coursePoints };
}

/** The track point at (or nearest to) a distance: every mark has one of its own. */
function nearest(points: readonly TimedPoint[], distances: readonly number[], distanceM: number): TimedPoint {
  const lo = pieceIndex(distances, distanceM);
  const hi = Math.min(lo + 1, points.length - 1);
  return Math.abs(points[hi]!.distanceM - distanceM) < Math.abs(points[lo]!.distanceM - distanceM) ? points[hi]! : points[lo]!;
}
