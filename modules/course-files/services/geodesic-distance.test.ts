import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cumulativeDistances, lineLengths, segmentLengthM } from './geodesic-distance.ts';

describe('segmentLengthM (WGS84, local ellipsoidal approximation)', () => {
  // Reference lengths of a 0.01° step (×100 = the length of one degree) from the WGS84
  // meridian-arc and parallel formulas (e.g. the NGA/"length of a degree" tables).
  it.each([
    ['1° of latitude at the equator', 0, 0, 0.01, 0, 110_574.3],
    ['1° of latitude at 45°', 44.995, 0, 45.005, 0, 111_132.9],
    ['1° of latitude at 80°', 79.995, 0, 80.005, 0, 111_662.0],
    ['1° of longitude at the equator', 0, 0, 0, 0.01, 111_319.5],
    ['1° of longitude at 45°', 45, 0, 45, 0.01, 78_846.8],
    ['1° of longitude at 60°', 60, 0, 60, 0.01, 55_799.0],
  ])('%s', (_, lat1, lon1, lat2, lon2, perDegree) => {
    expect(segmentLengthM(lat1, lon1, lat2, lon2) * 100).toBeCloseTo(perDegree, -1);
  });

  it('agrees with Vincenty’s inverse formula to 0.1 mm per metre on segments up to 5 km', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 1, max: 5000, noNaN: true }),
        (lat, lon, bearing, metres) => {
          const lat2 = lat + (metres * Math.cos(bearing)) / 111_000;
          const lon2 = lon + (metres * Math.sin(bearing)) / (111_000 * Math.cos((lat * Math.PI) / 180));
          const reference = vincentyInverse(lat, lon, lat2, lon2);
          expect(Math.abs(segmentLengthM(lat, lon, lat2, lon2) - reference)).toBeLessThan(1e-4 * reference + 1e-6);
        },
      ),
    );
  });

  it('takes the short way across the antimeridian', () => {
    expect(segmentLengthM(0, 179.9995, 0, -179.9995)).toBeCloseTo(111.32, 1);
  });

  it('is symmetric and zero for a repeated point', () => {
    expect(segmentLengthM(52.5, 13.4, 52.6, 13.5)).toBeCloseTo(segmentLengthM(52.6, 13.5, 52.5, 13.4), 9);
    expect(segmentLengthM(52.5, 13.4, 52.5, 13.4)).toBe(0);
  });

  it('accumulates along a line', () => {
    const d = cumulativeDistances(Float64Array.of(0, 0, 0), Float64Array.of(0, 0.01, 0.02), 3);
    expect(d[0]).toBe(0);
    expect(d[2]).toBeCloseTo(2 * d[1]!, 6);
  });

  it('measures a map line of [lon, lat] pairs as the track (longitude first)', () => {
    // 0.01° of latitude north from 45°N, then 0.01° of longitude east: about 1,111 m and 788 m.
    const lengths = lineLengths([
      [6, 45],
      [6, 45.01],
      [6.01, 45.01],
    ]);
    expect(lengths[0]).toBe(0);
    expect(lengths[1]).toBeCloseTo(vincentyInverse(45, 6, 45.01, 6), 1);
    expect(lengths[2]! - lengths[1]!).toBeCloseTo(vincentyInverse(45.01, 6, 45.01, 6.01), 1);
    expect(lineLengths([])).toEqual([0]);
  });
});

/** Vincenty (1975) inverse on WGS84: an independent, sub-millimetre oracle for the test above. */
function vincentyInverse(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a = 6378137;
  const f = 1 / 298.257223563;
  const b = a * (1 - f);
  const rad = Math.PI / 180;
  const L = (lon2 - lon1) * rad;
  const U1 = Math.atan((1 - f) * Math.tan(lat1 * rad));
  const U2 = Math.atan((1 - f) * Math.tan(lat2 * rad));
  const sinU1 = Math.sin(U1);
  const cosU1 = Math.cos(U1);
  const sinU2 = Math.sin(U2);
  const cosU2 = Math.cos(U2);
  let lambda = L;
  let sinSigma = 0;
  let cosSigma = 1;
  let sigma = 0;
  let cos2Alpha = 1;
  let cos2SigmaM = 0;
  for (let i = 0; i < 200; i++) {
    const sinLambda = Math.sin(lambda);
    const cosLambda = Math.cos(lambda);
    sinSigma = Math.hypot(cosU2 * sinLambda, cosU1 * sinU2 - sinU1 * cosU2 * cosLambda);
    if (sinSigma === 0) return 0;
    cosSigma = sinU1 * sinU2 + cosU1 * cosU2 * cosLambda;
    sigma = Math.atan2(sinSigma, cosSigma);
    const sinAlpha = (cosU1 * cosU2 * sinLambda) / sinSigma;
    cos2Alpha = 1 - sinAlpha * sinAlpha;
    cos2SigmaM = cos2Alpha === 0 ? 0 : cosSigma - (2 * sinU1 * sinU2) / cos2Alpha;
    const C = (f / 16) * cos2Alpha * (4 + f * (4 - 3 * cos2Alpha));
    const previous = lambda;
    lambda = L + (1 - C) * f * sinAlpha * (sigma + C * sinSigma * (cos2SigmaM + C * cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM)));
    if (Math.abs(lambda - previous) < 1e-13) break;
  }
  const u2 = (cos2Alpha * (a * a - b * b)) / (b * b);
  const A = 1 + (u2 / 16384) * (4096 + u2 * (-768 + u2 * (320 - 175 * u2)));
  const B = (u2 / 1024) * (256 + u2 * (-128 + u2 * (74 - 47 * u2)));
  const deltaSigma =
    B *
    sinSigma *
    (cos2SigmaM +
      (B / 4) *
        (cosSigma * (-1 + 2 * cos2SigmaM * cos2SigmaM) -
          (B / 6) * cos2SigmaM * (-3 + 4 * sinSigma * sinSigma) * (-3 + 4 * cos2SigmaM * cos2SigmaM)));
  return b * A * (sigma - deltaSigma);
}
