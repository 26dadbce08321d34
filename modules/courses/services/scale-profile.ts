import type { CourseProfile } from './course-profile.ts';
import { gradesOf, summarize } from './elevation-profile.ts';

/**
 * The same course stretched or shrunk to an official distance (a GPS track rarely measures the
 * certified 42,195 m): every distance along the course is multiplied by the same factor, the
 * elevations stay, so the shape (where the hills are, in fractions of the race) is kept while
 * grades change by the inverse factor and are recomputed. Returns a new profile.
 */
export function scaleProfile(profile: CourseProfile, distanceM: number): CourseProfile {
  if (!(distanceM > 0) || !Number.isFinite(distanceM)) throw new RangeError(`scaleProfile: invalid distance ${distanceM}`);
  const factor = distanceM / profile.distanceM;
  const scaled = profile.samples.distanceM.map((d) => d * factor);
  // Exactly the requested total, whatever the floating-point product gave.
  if (scaled.length > 0) scaled[scaled.length - 1] = distanceM;
  const elevationM = [...profile.samples.elevationM];
  return {
    ...profile,
    distanceM,
    bbox: { ...profile.bbox },
    start: { ...profile.start },
    finish: { ...profile.finish },
    line: profile.line.map(([lon, lat]): [number, number] => [lon, lat]),
    samples: { distanceM: scaled, elevationM },
    grades: gradesOf(scaled, elevationM),
    elevation: summarize(elevationM),
    aidStations: profile.aidStations.map((a) => ({ ...a, distanceM: Math.min(distanceM, a.distanceM * factor) })),
  };
}
