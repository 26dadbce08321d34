import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_GRADE } from '../../../src/lib/course-grades.ts';
import { layCourse, type PacingCourse } from './pacing-course.ts';
import { syntheticCourse } from './test-support/synthetic-course.ts';

/** A random course: 20–300 steps of 5–400 m, ±15 m of climb each, a few aid stations along it. */
const courseArb = fc
  .record({
    steps: fc.array(
      fc.record({ metres: fc.double({ min: 5, max: 400, noNaN: true }), climb: fc.double({ min: -15, max: 15, noNaN: true }) }),
      {
        minLength: 20,
        maxLength: 300,
      },
    ),
    stations: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { maxLength: 5 }),
  })
  .map(({ steps, stations }): PacingCourse => {
    const points: Array<[number, number]> = [[0, 100]];
    for (const s of steps) {
      const [d, e] = points[points.length - 1]!;
      points.push([d + s.metres, e + s.climb]);
    }
    const course = syntheticCourse(points);
    const grades = course.grades.map((g) => Math.max(-MAX_GRADE, Math.min(MAX_GRADE, g)));
    return { ...course, grades, aidStations: stations.map((share) => ({ distanceM: share * course.distanceM })) };
  });

describe('layCourse', () => {
  it('keeps the requested total and the shape; laying it back restores the course', () => {
    fc.assert(
      fc.property(courseArb, fc.double({ min: 1000, max: 250_000, noNaN: true }), (course, target) => {
        const laid = layCourse(course, target);
        const factor = target / course.distanceM;
        expect(laid.distanceM).toBe(target);
        expect(laid.samples.distanceM[laid.samples.distanceM.length - 1]).toBe(target);
        expect(laid.samples.elevationM).toEqual(course.samples.elevationM);
        course.samples.distanceM.forEach((d, i) => expect(laid.samples.distanceM[i]! / target).toBeCloseTo(d / course.distanceM, 9));
        course.grades.forEach((g, i) => {
          // Unclipped grades scale by 1/factor; clipped ones stay at the clip.
          const expected = Math.max(-MAX_GRADE, Math.min(MAX_GRADE, g / factor));
          if (Math.abs(g) < MAX_GRADE) expect(laid.grades[i]!).toBeCloseTo(expected, 4);
          expect(Math.abs(laid.grades[i]!)).toBeLessThanOrEqual(MAX_GRADE);
        });
        course.aidStations.forEach((a, i) => expect(laid.aidStations[i]!.distanceM).toBeCloseTo(Math.min(target, a.distanceM * factor), 6));
        const back = layCourse(laid, course.distanceM);
        back.samples.distanceM.forEach((d, i) => expect(d).toBeCloseTo(course.samples.distanceM[i]!, 6));
      }),
      { numRuns: 40 },
    );
  });

  it('refuses a non-positive or non-finite distance and leaves the course as it was', () => {
    const course = syntheticCourse(Array.from({ length: 30 }, (_, i): [number, number] => [i * 100, i]));
    expect(() => layCourse(course, 0)).toThrow(RangeError);
    expect(() => layCourse(course, Number.POSITIVE_INFINITY)).toThrow(RangeError);
    const before = JSON.stringify(course);
    layCourse(course, 42_195);
    expect(JSON.stringify(course)).toBe(before);
  });
});
