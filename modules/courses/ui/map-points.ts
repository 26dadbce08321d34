import type { LatLon } from '../../course-files/index.ts';
import { pointAtDistance } from '../services/point-at-distance.ts';
import type { AidStation } from '../services/course-types.ts';
import { metresPerUnit } from '../../../src/lib/units.ts';

export interface MapPoint extends LatLon {
  kind: 'start' | 'finish' | 'aid' | 'km';
  name: string;
}

/** Distance marks for the map: every 1, 2 or 5 units so that a course shows about 4 to 15 of them. */
export function distanceMarks(distanceM: number, unit: 'km' | 'mi'): Array<{ atM: number; label: string }> {
  const unitM = metresPerUnit(unit);
  const units = distanceM / unitM;
  const step = units > 30 ? 5 : units > 12 ? 2 : 1;
  const marks: Array<{ atM: number; label: string }> = [];
  for (let v = step; v < units - step * 0.25; v += step) marks.push({ atM: v * unitM, label: String(v) });
  return marks;
}

/** Distance marks, start, finish and every aid station placed on the map line by their distance. */
export function mapPoints(
  course: { line: Array<[number, number]>; start: LatLon; finish: LatLon; distanceM: number },
  aidStations: readonly AidStation[],
  names: { start: string; finish: string },
  unit: 'km' | 'mi' = 'km',
): MapPoint[] {
  const km = distanceMarks(course.distanceM, unit).flatMap((mark): MapPoint[] => {
    const at = pointAtDistance(course.line, course.distanceM, mark.atM);
    return at ? [{ ...at, kind: 'km', name: mark.label }] : [];
  });
  const aid = aidStations.flatMap((a): MapPoint[] => {
    const at = pointAtDistance(course.line, course.distanceM, a.distanceM);
    return at ? [{ ...at, kind: 'aid', name: a.name }] : [];
  });
  return [...km, ...aid, { ...course.start, kind: 'start', name: names.start }, { ...course.finish, kind: 'finish', name: names.finish }];
}
