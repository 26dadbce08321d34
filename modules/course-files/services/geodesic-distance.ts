// WGS84 ellipsoid.
const A = 6378137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const RAD = Math.PI / 180;

/**
 * Length of the segment between two nearby points, metres, on the WGS84 ellipsoid.
 *
 * Method: local tangent-plane ("ellipsoidal equirectangular") approximation at the mid-latitude,
 * using the meridional radius of curvature M and the prime-vertical radius N
 * (e.g. Snyder, Map Projections: A Working Manual, USGS 1987, eq. 4-18/4-20).
 * Why: course points are metres to a few hundred metres apart, where this agrees with Karney's
 * geodesic to well under 1 mm per segment (the error grows as (d/R)², ~1e-6 relative at 10 km),
 * whereas haversine on a sphere is off by up to 0.5 % depending on latitude and heading, i.e.
 * up to 200 m on a marathon. It costs one sin and one cos per segment.
 */
export function segmentLengthM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const phi = ((lat1 + lat2) / 2) * RAD;
  const sin = Math.sin(phi);
  const w = 1 - E2 * sin * sin;
  const n = A / Math.sqrt(w);
  const m = (n * (1 - E2)) / w;
  let dLon = lon2 - lon1;
  // The short way round across the antimeridian.
  if (dLon > 180) dLon -= 360;
  else if (dLon < -180) dLon += 360;
  const north = m * (lat2 - lat1) * RAD;
  const east = n * Math.cos(phi) * dLon * RAD;
  return Math.sqrt(north * north + east * east);
}

/** Cumulative distance from the first point, metres; result[0] = 0. */
export function cumulativeDistances(lat: Float64Array, lon: Float64Array, count: number): Float64Array {
  const out = new Float64Array(count);
  for (let i = 1; i < count; i++) {
    out[i] = out[i - 1]! + segmentLengthM(lat[i - 1]!, lon[i - 1]!, lat[i]!, lon[i]!);
  }
  return out;
}

/** Cumulative length along a map line of [lon, lat] pairs, metres; result[0] = 0. */
export function lineLengths(line: ReadonlyArray<readonly [number, number]>): number[] {
  const lengths = [0];
  for (let i = 1; i < line.length; i++) {
    lengths.push(lengths[i - 1]! + segmentLengthM(line[i - 1]![1], line[i - 1]![0], line[i]![1], line[i]![0]));
  }
  return lengths;
}

/** Metres per degree of latitude and of longitude at a latitude: for local projections. */
export function metresPerDegree(lat: number): { north: number; east: number } {
  const phi = lat * RAD;
  const sin = Math.sin(phi);
  const w = 1 - E2 * sin * sin;
  const n = A / Math.sqrt(w);
  return { north: ((n * (1 - E2)) / w) * RAD, east: n * Math.cos(phi) * RAD };
}
