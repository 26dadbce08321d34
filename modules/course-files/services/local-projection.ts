import { metresPerDegree } from './geodesic-distance.ts';

/**
 * Flat x/y metres around the course's middle latitude, for geometry that needs a plane
 * (line simplification, nearest point). Enough for a course tens of km across; distances along
 * the course are always taken from the ellipsoidal segment lengths, never from this plane.
 */
export interface LocalPlane {
  x: Float64Array;
  y: Float64Array;
  toX(lon: number): number;
  toY(lat: number): number;
}

export function projectLocal(lat: Float64Array, lon: Float64Array, count: number, midLat: number): LocalPlane {
  const scale = metresPerDegree(midLat);
  const lon0 = lon[0] ?? 0;
  const lat0 = lat[0] ?? 0;
  const toX = (value: number) => {
    let d = value - lon0;
    if (d > 180) d -= 360;
    else if (d < -180) d += 360;
    return d * scale.east;
  };
  const toY = (value: number) => (value - lat0) * scale.north;
  const x = new Float64Array(count);
  const y = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    x[i] = toX(lon[i]!);
    y[i] = toY(lat[i]!);
  }
  return { x, y, toX, toY };
}

/**
 * Indices of a radial-distance decimation (keep a point once it is `minGapM` from the last kept):
 * bounds the work of the quadratic-worst-case stages on hostile, million-point inputs.
 */
export function radialDecimation(plane: LocalPlane, count: number, minGapM: number): Int32Array {
  const keep: number[] = [0];
  const gap2 = minGapM * minGapM;
  let last = 0;
  for (let i = 1; i < count - 1; i++) {
    const dx = plane.x[i]! - plane.x[last]!;
    const dy = plane.y[i]! - plane.y[last]!;
    if (dx * dx + dy * dy >= gap2) {
      keep.push(i);
      last = i;
    }
  }
  if (count > 1) keep.push(count - 1);
  return Int32Array.from(keep);
}
