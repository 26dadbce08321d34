import type { CourseProfile } from '../../../../courses/index.ts';

/**
 * A CourseProfile from (distance m, elevation m) points, for tests that need a course shape the
 * fixtures do not have. Grades are derived from the points (not clipped), like a resampled
 * profile of the course engine.
 */
export function syntheticCourse(points: ReadonlyArray<readonly [number, number]>): CourseProfile {
  const distanceM = points.map(([d]) => d);
  const elevationM = points.map(([, e]) => e);
  const grades = points.slice(1).map(([d, e], i) => {
    const [d0, e0] = points[i] ?? [0, 0];
    return (e - e0) / (d - d0);
  });
  const total = distanceM[distanceM.length - 1] ?? 0;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i < elevationM.length; i++) {
    const step = (elevationM[i] ?? 0) - (elevationM[i - 1] ?? 0);
    if (step > 0) gain += step;
    else loss -= step;
  }
  return {
    format: 'gpx',
    distanceM: total,
    pointCount: points.length,
    hasElevation: true,
    bbox: { minLat: 0, minLon: 0, maxLat: 0, maxLon: 0 },
    start: { lat: 0, lon: 0 },
    finish: { lat: 0, lon: 0 },
    line: [],
    samples: { distanceM, elevationM },
    grades,
    elevation: {
      gainM: gain,
      lossM: loss,
      minM: Math.min(...elevationM),
      maxM: Math.max(...elevationM),
      startM: elevationM[0] ?? 0,
      finishM: elevationM[elevationM.length - 1] ?? 0,
    },
    aidStations: [],
  };
}

/** Flat, then a climb, then a descent back to the start altitude: 10 km, 100 m steps. */
export function hillCourse(): CourseProfile {
  const points: Array<[number, number]> = [];
  for (let d = 0; d <= 10_000; d += 100) {
    const e = d <= 3000 ? 0 : d <= 6000 ? ((d - 3000) / 3000) * 150 : Math.max(0, 150 - ((d - 6000) / 3000) * 150);
    points.push([d, e]);
  }
  return syntheticCourse(points);
}
