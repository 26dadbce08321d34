import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile } from '../../course-files/index.ts';
import { correctCourse } from './course-correction.ts';
import { readGpx } from '../../course-files/index.ts';
import { readRecordedRun } from '../../course-files/index.ts';
import { recordRun, runFit, runGpx, runTcx } from '../../../tests/support/recorded-runs.ts';

const fixture = (name: string) => new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/courses/${name}`, import.meta.url)));
const boston = fixture('boston-marathon.gpx');
const bostonCourse = buildCourseProfile(boston, 'boston-marathon.gpx');
const bostonRaw = readGpx(boston);
const writers = [
  [runGpx, 'gpx'],
  [runTcx, 'tcx'],
  [runFit, 'fit'],
] as const;

describe('course correction from recorded runs', () => {
  it('recovers the gain of a known profile from N noisy copies with barometric offsets of ±10 m, and each offset', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ offsetM: fc.integer({ min: -10, max: 10 }), seed: fc.nat(), wobbleM: fc.double({ min: 1, max: 5, noNaN: true }) }),
          {
            minLength: 2,
            maxLength: 4,
          },
        ),
        (copies) => {
          const runs = copies.map((copy, i) => {
            const [write, ext] = writers[i % writers.length]!;
            const points = recordRun(bostonRaw, { seed: copy.seed, offsetM: copy.offsetM, wobbleM: copy.wobbleM, everyS: 2 });
            return readRecordedRun(write(points), `run-${i}.${ext}`);
          });
          const { profile, runs: fits } = correctCourse(bostonCourse, runs);
          expect(Math.abs(profile.elevation.gainM - bostonCourse.elevation.gainM) / bostonCourse.elevation.gainM).toBeLessThan(0.1);
          fits.forEach((fit, i) => {
            expect(Math.abs(fit.offsetM - copies[i]!.offsetM)).toBeLessThan(1.5);
            expect(fit.fitM).toBeLessThan(2);
          });
          expect(profile.quality?.source).toBe('runs');
        },
      ),
      { numRuns: 5, seed: 26 },
    );
  });

  it('uses one run alone as it is (no offset), at its own level', () => {
    const points = recordRun(bostonRaw, { seed: 7, offsetM: 8, everyS: 2 });
    const { profile, runs } = correctCourse(bostonCourse, [readRecordedRun(runGpx(points), 'solo.gpx')]);
    expect(runs[0]!.offsetM).toBe(0);
    expect(profile.elevation.maxM - bostonCourse.elevation.maxM).toBeGreaterThan(6);
    expect(Math.abs(profile.elevation.gainM - bostonCourse.elevation.gainM) / bostonCourse.elevation.gainM).toBeLessThan(0.1);
  });

  it('gets back a bridge the course file holds flat', () => {
    const tokyo = fixture('tokyo-marathon-route.gpx');
    const file = buildCourseProfile(tokyo, 'tokyo.gpx');
    const raw = readGpx(tokyo);
    // A 1.2 km bridge 25 m high at 20 km, which the file does not have.
    const bridge = (along: number) => Math.max(0, 25 * (1 - Math.abs(along - 20_000) / 600));
    const runs = [-6, 3, 9].map((offsetM, seed) =>
      readRecordedRun(
        runGpx(recordRun(raw, { seed, offsetM, everyS: 2, heightAt: (along, ele) => ele + bridge(along) })),
        `bridge-${seed}.gpx`,
      ),
    );
    const { profile } = correctCourse(file, runs);
    const at = (p: typeof file, d: number) => p.samples.elevationM[Math.round((d / p.distanceM) * (p.samples.distanceM.length - 1))]!;
    const rise = (p: typeof file) => at(p, 20_000) - (at(p, 19_000) + at(p, 21_000)) / 2;
    expect(rise(file)).toBeLessThan(3);
    expect(rise(profile)).toBeGreaterThan(20);
    expect(profile.elevation.gainM - file.elevation.gainM).toBeGreaterThan(10);
    // Away from the bridge the heights stay at the file's level: the offsets were taken where they agree.
    expect(Math.abs(at(profile, 5_000) - at(file, 5_000))).toBeLessThan(2);
  });
});
