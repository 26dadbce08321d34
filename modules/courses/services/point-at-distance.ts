import { lineLengths, type LatLon } from '../../course-files/client.ts';

/**
 * Where a runner is after `distanceM` of a course of `totalM`, on the simplified map line
 * ([lon, lat] pairs). The line is shorter than the track (simplification cuts corners), so
 * positions are taken at the same fraction of its length: an aid station at 50 % of the race
 * sits at 50 % of the drawn line.
 */
export function pointAtDistance(line: ReadonlyArray<readonly [number, number]>, totalM: number, distanceM: number): LatLon | null {
  if (line.length === 0) return null;
  if (line.length === 1 || !(totalM > 0)) return { lon: line[0]![0], lat: line[0]![1] };
  const lengths = lineLengths(line);
  const lineM = lengths[lengths.length - 1]!;
  const target = Math.min(1, Math.max(0, distanceM / totalM)) * lineM;
  let i = 1;
  while (i < line.length - 1 && lengths[i]! < target) i++;
  const from = line[i - 1]!;
  const to = line[i]!;
  const span = lengths[i]! - lengths[i - 1]!;
  const f = span > 0 ? (target - lengths[i - 1]!) / span : 0;
  return { lon: from[0] + (to[0] - from[0]) * f, lat: from[1] + (to[1] - from[1]) * f };
}
