/**
 * The part of the course-file engine code in the browser bundle may load (the course form's map
 * markers): the map line's geometry only, no file readers, no worker pool, no environment.
 */
export { lineLengths } from './services/geodesic-distance.ts';
export type { LatLon } from './services/course-profile.ts';
