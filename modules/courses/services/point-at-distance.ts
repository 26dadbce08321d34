import type { LatLon } from '../../course-files/index.ts';

const EARTH_M = 6_371_008.8;

function metresBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const toRad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * toRad;
  const dLon = (b[0] - a[0]) * toRad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * toRad) * Math.cos(b[1] * toRad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * Where a runner is after `distanceM` of a course of `totalM`, on the simplified map line
 * ([lon, lat] pairs). The line is shorter than the track (simplification cuts corners), so
 * positions are taken at the same fraction of its length: an aid station at 50 % of the race
 * sits at 50 % of the drawn line. A sphere is plenty for placing a marker.
 */
export function pointAtDistance(line: ReadonlyArray<readonly [number, number]>, totalM: number, distanceM: number): LatLon | null {
  if (line.length === 0) return null;
  if (line.length === 1 || !(totalM > 0)) return { lon: line[0]![0], lat: line[0]![1] };
  const lengths = [0];
  for (let i = 1; i < line.length; i++) lengths.push(lengths[i - 1]! + metresBetween(line[i - 1]!, line[i]!));
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
