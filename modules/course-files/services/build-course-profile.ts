import { projectAidStations } from './aid-stations.ts';
import { formatFromFileName } from './course-format.ts';
import { CourseFileError } from './course-file-error.ts';
import { MIN_COURSE_M, resolveLimits, type CourseFileLimits } from './course-file-limits.ts';
import type { CourseFormat, CourseProfile } from './course-profile.ts';
import { buildElevationProfile } from './elevation-profile.ts';
import { rawQuality } from './elevation-quality.ts';
import { cumulativeDistances } from './geodesic-distance.ts';
import { readGpx } from './gpx-track.ts';
import { extractMainKml } from './kmz-archive.ts';
import { readKml } from './kml-track.ts';
import { simplifyLine } from './line-simplification.ts';
import { projectLocal, radialDecimation } from './local-projection.ts';
import type { RawTrack } from './raw-track.ts';
import { dropTimeGlitches } from './timestamp-order.ts';

export type BuildCourseOptions = Partial<CourseFileLimits>;

const MAX_LINE_POINTS = 1000;
const LINE_TOLERANCE_M = 2;
/** Geometry stages work on at most ~20k points, whatever the file holds. */
const GEOMETRY_POINTS = 20_000;

/**
 * Uploaded bytes → course profile. Pure: no I/O, no clock, no randomness; throws CourseFileError
 * (never anything else, for any input) when the file cannot be a course.
 */
export function buildCourseProfile(bytes: Uint8Array, fileName: string, options?: BuildCourseOptions): CourseProfile {
  const limits = resolveLimits(options);
  const format = formatFromFileName(fileName);
  if (bytes.length === 0) throw new CourseFileError('fileEmpty');
  if (bytes.length > limits.maxBytes) {
    throw new CourseFileError('fileTooLarge', { maxMb: Math.round((limits.maxBytes / (1024 * 1024)) * 10) / 10 });
  }
  try {
    return profileOf(format, dropTimeGlitches(readTrack(format, bytes, limits)));
  } catch (error) {
    if (error instanceof CourseFileError) throw error;
    // A bug or a parser surprise must still come out as a refusal, never a crash with a stack.
    throw new CourseFileError('xmlMalformed', { line: '?' });
  }
}

function readTrack(format: CourseFormat, bytes: Uint8Array, limits: CourseFileLimits): RawTrack {
  if (format === 'gpx') return readGpx(bytes);
  if (format === 'kml') return readKml(bytes);
  return readKml(extractMainKml(bytes, limits.maxUncompressedBytes));
}

function profileOf(format: CourseFormat, track: RawTrack): CourseProfile {
  const { count, lat, lon, ele } = track;
  if (count < 2) throw new CourseFileError('tooFewPoints', { count });
  const dist = cumulativeDistances(lat, lon, count);
  const total = dist[count - 1]!;
  if (!(total >= MIN_COURSE_M)) {
    throw new CourseFileError('courseTooShort', { lengthM: Math.round(total), minM: MIN_COURSE_M });
  }

  let minLat = 90;
  let maxLat = -90;
  let minLon = 180;
  let maxLon = -180;
  for (let i = 0; i < count; i++) {
    const la = lat[i]!;
    const lo = lon[i]!;
    if (la < minLat) minLat = la;
    if (la > maxLat) maxLat = la;
    if (lo < minLon) minLon = lo;
    if (lo > maxLon) maxLon = lo;
  }

  const plane = projectLocal(lat, lon, count, (minLat + maxLat) / 2);
  const coarse = radialDecimation(plane, count, Math.max(0.5, total / GEOMETRY_POINTS));
  const simplified = simplifyLine(plane, coarse, MAX_LINE_POINTS, LINE_TOLERANCE_M);
  const elevation = buildElevationProfile(ele, dist, count);

  return {
    format,
    distanceM: elevation.distanceM[elevation.distanceM.length - 1]!,
    pointCount: count,
    hasElevation: elevation.hasElevation,
    bbox: { minLat, minLon, maxLat, maxLon },
    start: { lat: lat[0]!, lon: lon[0]! },
    finish: { lat: lat[count - 1]!, lon: lon[count - 1]! },
    line: Array.from(simplified, (i): [number, number] => [lon[i]!, lat[i]!]),
    samples: { distanceM: elevation.distanceM, elevationM: elevation.elevationM },
    grades: elevation.grades,
    elevation: elevation.summary,
    aidStations: projectAidStations(track.waypoints, plane, coarse, dist),
    quality: { source: 'file', ...rawQuality(ele, dist, count), ...elevation.cleaning },
    ...(track.name ? { name: track.name } : {}),
  };
}
