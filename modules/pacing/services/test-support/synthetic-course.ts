import type { PacingCourse } from '../pacing-course.ts';

/**
 * A PacingCourse from (distance m, elevation m) points, for tests that need a course shape the
 * fixtures do not have. Grades are derived from the points (not clipped), like a resampled
 * profile of the course engine.
 */
export function syntheticCourse(points: ReadonlyArray<readonly [number, number]>): PacingCourse {
  const distanceM = points.map(([d]) => d);
  const elevationM = points.map(([, e]) => e);
  const grades = points.slice(1).map(([d, e], i) => {
    const [d0, e0] = points[i] ?? [0, 0];
    return (e - e0) / (d - d0);
  });
  const total = distanceM[distanceM.length - 1] ?? 0;
  return {
    distanceM: total,
    samples: { distanceM, elevationM },
    grades,
    aidStations: [],
  };
}

/** Flat, then a climb, then a descent back to the start altitude: 10 km, 100 m steps. */
export function hillCourse(): PacingCourse {
  const points: Array<[number, number]> = [];
  for (let d = 0; d <= 10_000; d += 100) {
    const e = d <= 3000 ? 0 : d <= 6000 ? ((d - 3000) / 3000) * 150 : Math.max(0, 150 - ((d - 6000) / 3000) * 150);
    points.push([d, e]);
  }
  return syntheticCourse(points);
}
