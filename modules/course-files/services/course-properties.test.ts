import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile } from './build-course-profile.ts';
import { CourseFileError } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';
import { MAX_GRADE } from '../../../src/lib/course-grades.ts';
import { gpxBytes, type SyntheticPoint } from '../../../tests/support/synthetic-courses.ts';

/** A random walk: start anywhere between 60° S and 60° N, 20–300 steps of 5–400 m, ±15 m of climb. */
const courseArb = fc
  .record({
    lat: fc.double({ min: -60, max: 60, noNaN: true }),
    lon: fc.double({ min: -179, max: 179, noNaN: true }),
    ele: fc.double({ min: -100, max: 3000, noNaN: true }),
    steps: fc.array(
      fc.record({
        bearing: fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        metres: fc.double({ min: 5, max: 400, noNaN: true }),
        climb: fc.double({ min: -15, max: 15, noNaN: true }),
      }),
      { minLength: 20, maxLength: 300 },
    ),
    waypoints: fc.array(fc.nat(299), { maxLength: 5 }),
  })
  .map(({ lat, lon, ele, steps, waypoints }) => {
    const points: SyntheticPoint[] = [{ lat, lon, ele }];
    for (const s of steps) {
      const last = points[points.length - 1]!;
      points.push({
        lat: last.lat + (s.metres * Math.cos(s.bearing)) / 111_000,
        lon: last.lon + (s.metres * Math.sin(s.bearing)) / (111_000 * Math.cos((last.lat * Math.PI) / 180)),
        ele: Math.round((last.ele! + s.climb) * 10) / 10,
      });
    }
    const wpts = waypoints
      .map((k) => points[k % points.length]!)
      .map((p, i) => `<wpt lat="${p.lat}" lon="${p.lon}"><name>Aid ${i}</name></wpt>`)
      .join('');
    return gpxBytes(points, wpts);
  });

function build(bytes: Uint8Array): CourseProfile | null {
  try {
    return buildCourseProfile(bytes, 'random.gpx');
  } catch (error) {
    // A random walk can fold onto itself into less than the minimum course length.
    if (error instanceof CourseFileError && error.code === 'courseTooShort') return null;
    throw error;
  }
}

describe('course profile invariants (fast-check)', () => {
  it('distances rise from 0 to the total; gain − loss = finish − start; grades bounded', () => {
    fc.assert(
      fc.property(courseArb, (bytes) => {
        const p = build(bytes);
        if (!p) return;
        const { distanceM, elevationM } = p.samples;
        expect(distanceM[0]).toBe(0);
        expect(distanceM[distanceM.length - 1]).toBe(p.distanceM);
        for (let i = 1; i < distanceM.length; i++) expect(distanceM[i]!).toBeGreaterThan(distanceM[i - 1]!);
        expect(p.grades).toHaveLength(elevationM.length - 1);
        for (const g of p.grades) expect(Math.abs(g)).toBeLessThanOrEqual(MAX_GRADE);
        const e = p.elevation;
        expect(Math.abs(e.gainM - e.lossM - (e.finishM - e.startM))).toBeLessThan(0.02);
        expect(e.minM).toBeLessThanOrEqual(Math.min(e.startM, e.finishM));
        expect(e.maxM).toBeGreaterThanOrEqual(Math.max(e.startM, e.finishM));
        expect(p.line.length).toBeLessThanOrEqual(1000);
        for (const a of p.aidStations) {
          expect(a.distanceM).toBeGreaterThanOrEqual(0);
          expect(a.distanceM).toBeLessThanOrEqual(p.distanceM + 0.1);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('any bytes under any accepted name: a profile or a CourseFileError, never another error', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc.string({ maxLength: 500 }).map((s) => new TextEncoder().encode(`<gpx>${s}</gpx>`)),
        ),
        fc.constantFrom('x.gpx', 'x.kml', 'x.kmz'),
        (bytes, name) => {
          try {
            buildCourseProfile(bytes, name);
          } catch (error) {
            expect(error).toBeInstanceOf(CourseFileError);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
