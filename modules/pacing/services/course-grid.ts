import type { PacingCourse } from './pacing-course.ts';

/** The course as the planner sees it: knots from 0 to the race distance and a grade per step. */
export interface CourseGrid {
  /** Metres from the start, increasing, first 0, last the race distance. */
  x: number[];
  /** Grade (fraction) of step k, between x[k] and x[k + 1]. */
  grade: number[];
}

/**
 * The planner's grid from a course profile already laid over the race distance (layCourse).
 * Should the lengths still differ, distances are mapped proportionally and grades kept.
 * Without a course the race is flat.
 */
export function courseGrid(course: PacingCourse | undefined, distanceM: number): CourseGrid {
  const source = course?.samples.distanceM;
  if (!course || !source || source.length < 2 || !(course.distanceM > 0)) {
    return { x: [0, distanceM], grade: [0] };
  }
  const scale = distanceM / course.distanceM;
  const x: number[] = [];
  const grade: number[] = [];
  for (let k = 0; k < source.length; k++) {
    const at = (source[k] ?? 0) * scale;
    const last = x[x.length - 1];
    // Duplicate knots would make zero-length steps; the profile's grade list is one shorter.
    if (last !== undefined && !(at > last)) continue;
    if (k > 0) grade.push(course.grades[k - 1] ?? 0);
    x.push(at);
  }
  x[x.length - 1] = distanceM;
  if (x.length < 2) return { x: [0, distanceM], grade: [0] };
  return { x, grade };
}
