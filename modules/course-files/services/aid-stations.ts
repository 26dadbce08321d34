import type { AidStationCandidate } from './course-profile.ts';
import type { LocalPlane } from './local-projection.ts';
import type { RawWaypoint } from './raw-track.ts';

/** A waypoint further than this from the line is a car park or a hotel, not an aid station. */
const MAX_OFF_COURSE_M = 200;

/**
 * Projects each waypoint onto the nearest segment of the course (in the local plane) and reads
 * its distance along the course from the ellipsoidal cumulative distances of the segment's ends.
 * On a course that passes the same spot twice the nearest pass wins; ties go to the first.
 */
export function projectAidStations(
  waypoints: readonly RawWaypoint[],
  plane: LocalPlane,
  line: Int32Array,
  dist: Float64Array,
): AidStationCandidate[] {
  const out: AidStationCandidate[] = [];
  const { x, y } = plane;
  for (const wpt of waypoints) {
    const px = plane.toX(wpt.lon);
    const py = plane.toY(wpt.lat);
    let bestD2 = Number.POSITIVE_INFINITY;
    let bestAlong = 0;
    for (let s = 0; s + 1 < line.length; s++) {
      const a = line[s]!;
      const b = line[s + 1]!;
      const dx = x[b]! - x[a]!;
      const dy = y[b]! - y[a]!;
      const len2 = dx * dx + dy * dy;
      const t = len2 > 0 ? Math.min(1, Math.max(0, ((px - x[a]!) * dx + (py - y[a]!) * dy) / len2)) : 0;
      const ex = x[a]! + t * dx - px;
      const ey = y[a]! + t * dy - py;
      const d2 = ex * ex + ey * ey;
      if (d2 < bestD2 - 1e-6) {
        bestD2 = d2;
        bestAlong = dist[a]! + t * (dist[b]! - dist[a]!);
      }
    }
    if (bestD2 <= MAX_OFF_COURSE_M * MAX_OFF_COURSE_M) {
      out.push({ lat: wpt.lat, lon: wpt.lon, name: wpt.name, distanceM: Math.round(bestAlong * 10) / 10 });
    }
  }
  return out.sort((a, b) => a.distanceM - b.distanceM);
}
