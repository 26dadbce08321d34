import type { LatLon } from '../services/course-profile.ts';
import { pointAtDistance } from '../services/point-at-distance.ts';
import type { AidStation } from '../services/course-types.ts';

export interface MapPoint extends LatLon {
  kind: 'start' | 'finish' | 'aid';
  name: string;
}

/** Start, finish and every aid station placed on the map line by its distance. */
export function mapPoints(
  course: { line: Array<[number, number]>; start: LatLon; finish: LatLon; distanceM: number },
  aidStations: readonly AidStation[],
  names: { start: string; finish: string },
): MapPoint[] {
  const aid = aidStations.flatMap((a): MapPoint[] => {
    const at = pointAtDistance(course.line, course.distanceM, a.distanceM);
    return at ? [{ ...at, kind: 'aid', name: a.name }] : [];
  });
  return [...aid, { ...course.start, kind: 'start', name: names.start }, { ...course.finish, kind: 'finish', name: names.finish }];
}
