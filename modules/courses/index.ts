// The only surface other modules may import from the courses module.
export type {
  CourseFormat,
  CourseProfile,
  AidStationCandidate,
  ElevationSummary,
  LatLon,
} from './services/course-profile.ts';
