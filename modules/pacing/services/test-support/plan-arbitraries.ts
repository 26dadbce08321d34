import fc from 'fast-check';
import type { PacingCourse } from '../pacing-course.ts';
import type { PlanSettingsInput } from '../plan-settings.ts';
import { syntheticCourse } from './synthetic-course.ts';

/** A random course: 2–80 steps of 50–2000 m with grades within ±15 %, at least 3.5 km (2 mi rows fit). */
export const courseArb: fc.Arbitrary<PacingCourse> = fc
  .array(fc.tuple(fc.integer({ min: 50, max: 2000 }), fc.double({ min: -0.15, max: 0.15, noNaN: true })), {
    minLength: 2,
    maxLength: 80,
  })
  .map((steps) => {
    const points: Array<[number, number]> = [[0, 100]];
    for (const [len, grade] of steps) {
      const [d, e] = points[points.length - 1] ?? [0, 0];
      points.push([d + len, e + grade * len]);
    }
    return syntheticCourse(points);
  })
  .filter((course) => course.distanceM >= 3500);

/** Goal for a distance at a pace between 3:30 and 8:00 per km: inside the sanity bounds. */
export const goalFor = (distanceM: number, secondsPerKm: number) => Math.round((distanceM / 1000) * secondsPerKm);
export const paceArb = fc.integer({ min: 210, max: 480 });

export const layoutArb = fc.record({
  unit: fc.constantFrom('km' as const, 'mi' as const),
  every: fc.constantFrom(0.5, 1, 2),
  half: fc.boolean(),
  otherUnit: fc.boolean(),
  order: fc.constantFrom('asc' as const, 'desc' as const),
}) satisfies fc.Arbitrary<Partial<PlanSettingsInput>>;

/** Walk breaks by time (run 2–20 min) or by distance (every 0.5–3 units), walking 15–120 s. */
export const walkArb = fc.oneof(
  fc.record({
    kind: fc.constant('duration' as const),
    runMinutes: fc.integer({ min: 2, max: 20 }),
    walkSeconds: fc.integer({ min: 15, max: 120 }),
  }),
  fc.record({
    kind: fc.constant('distance' as const),
    every: fc.constantFrom(0.5, 1, 2, 3),
    walkSeconds: fc.integer({ min: 15, max: 120 }),
  }),
);
