import { titleFromCourseName } from './course-text.ts';
import type { AidStationCandidate, CourseFormat, CourseProfile, ElevationSummary, LatLon } from '../../course-files/index.ts';

/**
 * What the browser needs of a profile to draw its chart and map: the line, the ends, the summary
 * and at most ~600 elevation samples (a chart is a few hundred pixels wide; the full profile is
 * ~100 KB). No grades, no raw points.
 */
export interface CoursePreview {
  format: CourseFormat;
  distanceM: number;
  pointCount: number;
  hasElevation: boolean;
  elevation: ElevationSummary;
  samples: { distanceM: number[]; elevationM: number[] };
  line: Array<[number, number]>;
  start: LatLon;
  finish: LatLon;
  bbox: CourseProfile['bbox'];
  aidStations: AidStationCandidate[];
  /** The race name the file gives, and the course title it suggests (SPEC 5: no distance in it). */
  name?: string;
  suggestedTitle?: string;
}

/** The form field that sends a previewed upload's token back on save, instead of the file. */
export const PREVIEW_TOKEN_FIELD = 'previewToken';

const MAX_CHART_SAMPLES = 600;

/** Every k-th sample, keeping the last; min and max of each stretch survive (hills keep their tops). */
function chartSamples(samples: CourseProfile['samples'], max = MAX_CHART_SAMPLES): CourseProfile['samples'] {
  const n = samples.distanceM.length;
  if (n <= max) return { distanceM: [...samples.distanceM], elevationM: [...samples.elevationM] };
  const step = Math.ceil(n / Math.floor(max / 2));
  const distanceM: number[] = [];
  const elevationM: number[] = [];
  for (let i = 0; i < n; i += step) {
    const end = Math.min(n, i + step);
    let lo = i;
    let hi = i;
    for (let j = i; j < end; j++) {
      if (samples.elevationM[j]! < samples.elevationM[lo]!) lo = j;
      if (samples.elevationM[j]! > samples.elevationM[hi]!) hi = j;
    }
    for (const k of lo === hi ? [lo] : [Math.min(lo, hi), Math.max(lo, hi)]) {
      distanceM.push(samples.distanceM[k]!);
      elevationM.push(samples.elevationM[k]!);
    }
  }
  if (distanceM[distanceM.length - 1] !== samples.distanceM[n - 1]) {
    distanceM.push(samples.distanceM[n - 1]!);
    elevationM.push(samples.elevationM[n - 1]!);
  }
  return { distanceM, elevationM };
}

export function toPreview(profile: CourseProfile): CoursePreview {
  return {
    format: profile.format,
    distanceM: profile.distanceM,
    pointCount: profile.pointCount,
    hasElevation: profile.hasElevation,
    elevation: { ...profile.elevation },
    samples: chartSamples(profile.samples),
    line: profile.line,
    start: profile.start,
    finish: profile.finish,
    bbox: profile.bbox,
    aidStations: profile.aidStations,
    ...(profile.name ? { name: profile.name } : {}),
    ...(profile.name && titleFromCourseName(profile.name) ? { suggestedTitle: titleFromCourseName(profile.name) } : {}),
  };
}

const CONTENT_TYPES: Record<CourseFormat, string> = {
  gpx: 'application/gpx+xml',
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
};

/** The stored type comes from the format the engine recognised, not from what the browser claimed. */
export function contentTypeOf(format: CourseFormat): string {
  return CONTENT_TYPES[format];
}
