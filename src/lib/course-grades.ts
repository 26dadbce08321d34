/**
 * A course's grade, the one definition the course engine (modules/courses, which builds profiles)
 * and the pacing engine (modules/pacing, which lays a profile over the race distance) share: rise
 * over run per step, clipped to ±45 % and kept to 1e-5, so a plan reads the same grades whichever
 * of them computed them.
 */
export const MAX_GRADE = 0.45;

/** Grade of each step between consecutive samples (length = samples - 1); 0 where the run is 0. */
export function gradesOf(distanceM: readonly number[], elevationM: readonly number[]): number[] {
  const grades = new Array<number>(Math.max(0, distanceM.length - 1));
  for (let j = 0; j < grades.length; j++) {
    const run = distanceM[j + 1]! - distanceM[j]!;
    const grade = run > 0 ? (elevationM[j + 1]! - elevationM[j]!) / run : 0;
    grades[j] = Math.round(Math.max(-MAX_GRADE, Math.min(MAX_GRADE, grade)) * 1e5) / 1e5 || 0;
  }
  return grades;
}
