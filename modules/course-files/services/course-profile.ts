/**
 * The contract between the course engine (which builds profiles from uploaded files) and its
 * consumers (pacing, elevation chart, map). Plain data only: it is stored as JSON and crosses
 * into client components.
 */
import type { ElevationQuality } from './elevation-quality.ts';

export type CourseFormat = 'gpx' | 'kml' | 'kmz';

export interface LatLon {
  lat: number;
  lon: number;
}

export interface AidStationCandidate extends LatLon {
  /** Position along the course, metres from the start (projected onto the track). */
  distanceM: number;
  name: string;
}

export interface ElevationSummary {
  gainM: number;
  lossM: number;
  minM: number;
  maxM: number;
  startM: number;
  finishM: number;
}

export interface CourseProfile {
  format: CourseFormat;
  /** Geodesic length of the track in metres (after any scaling). */
  distanceM: number;
  /** Number of usable points read from the file. */
  pointCount: number;
  /** False when the file had no usable elevation: the profile is then flat (all zeros). */
  hasElevation: boolean;
  bbox: { minLat: number; minLon: number; maxLat: number; maxLon: number };
  start: LatLon;
  finish: LatLon;
  /** Simplified line for maps, [lon, lat] pairs, bounded length. */
  line: Array<[number, number]>;
  /**
   * Resampled, smoothed elevation. `distanceM[i]` increases from 0 to `distanceM` (the total);
   * `elevationM[i]` is the altitude there. Same length, at least 2.
   */
  samples: { distanceM: number[]; elevationM: number[] };
  /** Grade of each resampled step as a fraction (0.05 = 5 %), clipped; length = samples - 1. */
  grades: number[];
  elevation: ElevationSummary;
  aidStations: AidStationCandidate[];
  /** The race name the file gives (GPX metadata/trk/rte name, KML Document/Placemark name), if any. */
  name?: string;
  /**
   * The race distance declared on the course's page, metres. Never from the file: set when a
   * saved course is handed to the planner (getCourseForBuild), which snaps a track within ±3 % to it.
   */
  declaredRaceM?: number;
  /**
   * The gain its owner or staff published for the course, metres. Never from the file: set like
   * declaredRaceM by getCourseForBuild, for the band's small print (a warning when far from the measured gain).
   */
  publishedGainM?: number | null;
  /**
   * Where the heights come from and what cleaning removed (the quality report). Absent from
   * profiles stored before it existed.
   */
  quality?: ElevationQuality;
}
