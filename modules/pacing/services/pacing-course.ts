import { gradesOf } from '../../../src/lib/course-grades.ts';

/**
 * A race course as the pacing engine reads it: its length, its elevation samples with a grade per
 * step, and where the aid stations are. The course engine's profile (the courses module's
 * CourseProfile) is one; the engine needs nothing else of it, and so imports no module.
 */
export interface PacingCourse {
  /** Length of the track in metres. */
  distanceM: number;
  /** The race distance declared on the course's page, metres (snaps a track within ±3 % to it). */
  declaredRaceM?: number;
  /** `distanceM[i]` increases from 0 to the total; `elevationM[i]` is the altitude there. */
  samples: { distanceM: readonly number[]; elevationM: readonly number[] };
  /** Grade of each step as a fraction; length = samples - 1. */
  grades: readonly number[];
  aidStations: ReadonlyArray<{ distanceM: number }>;
}

/**
 * The same course stretched or shrunk to the race distance (a GPS track rarely measures the
 * certified 42,195 m): every distance along it is multiplied by the same factor, the elevations
 * stay, so the hills keep their place in the race while grades change by the inverse factor and
 * are recomputed. Returns a new course.
 */
export function layCourse(course: PacingCourse, distanceM: number): PacingCourse {
  if (!(distanceM > 0) || !Number.isFinite(distanceM)) throw new RangeError(`layCourse: invalid distance ${distanceM}`);
  const factor = distanceM / course.distanceM;
  const scaled = course.samples.distanceM.map((d) => d * factor);
  // Exactly the requested total, whatever the floating-point product gave.
  if (scaled.length > 0) scaled[scaled.length - 1] = distanceM;
  const elevationM = [...course.samples.elevationM];
  return {
    distanceM,
    samples: { distanceM: scaled, elevationM },
    grades: gradesOf(scaled, elevationM),
    aidStations: course.aidStations.map((a) => ({ distanceM: Math.min(distanceM, a.distanceM * factor) })),
  };
}
