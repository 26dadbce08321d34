import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLapRow, type BandPlan } from './plan-types.ts';
import { courseArb, goalFor, layoutArb, paceArb, walkArb } from './test-support/plan-arbitraries.ts';
import { ascending, expectSplitsAddUp, plan } from './test-support/plan-checks.ts';
import { syntheticCourse } from './test-support/synthetic-course.ts';

const lapSplits = (p: BandPlan) => ascending(p).filter((r) => r.kind === 'lap');

/** Two straight halves of 5 km at grades a then b. */
const twoGrades = (a: number, b: number) =>
  syntheticCourse([
    [0, 0],
    [5000, 5000 * a],
    [10_000, 5000 * a + 5000 * b],
  ]);
// Above −8 % every model slows down as the grade rises (below, runners' data say steeper descents slow down again).
const gradePair = fc
  .tuple(fc.double({ min: -0.08, max: 0.1, noNaN: true }), fc.double({ min: -0.08, max: 0.1, noNaN: true }))
  .filter(([a, b]) => Math.abs(a - b) >= 0.01);

describe('plan invariants', () => {
  it('elapsed times increase, splits add up, the finish is the goal', () => {
    fc.assert(
      fc.property(
        courseArb,
        paceArb,
        layoutArb,
        fc.constantFrom('even-pace' as const, 'even-effort' as const, 'effort-x2' as const),
        (course, pace, layout, strategy) => {
          const goal = goalFor(course.distanceM, pace);
          const p = plan({ bands: [{ goal }], strategy, ...layout, every: layout.every }, course);
          expectSplitsAddUp(p, goal);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('even pace gives a constant pace on any course, to a second per split', () => {
    fc.assert(
      fc.property(courseArb, paceArb, layoutArb, (course, pace, layout) => {
        const goal = goalFor(course.distanceM, pace);
        const p = plan({ bands: [{ goal }], strategy: 'even-pace', ...layout }, course);
        let previousM = 0;
        for (const row of ascending(p)) {
          const exact = (goal * (row.distanceM - previousM)) / p.distanceM;
          expect(Math.abs(row.splitSeconds - exact)).toBeLessThanOrEqual(1);
          if (isLapRow(row.kind)) previousM = row.distanceM;
        }
      }),
      { numRuns: 100 },
    );
  });

  it('even effort on a flat course is even pace', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3500, max: 100_000 }), paceArb, layoutArb, (distanceM, pace, layout) => {
        const settings = { bands: [{ goal: goalFor(distanceM, pace) }], ...layout };
        const flat = syntheticCourse([
          [0, 0],
          [distanceM / 3, 0],
          [distanceM, 0],
        ]);
        // The course is laid over the distance as given (no snapping to a race distance).
        const effort = plan({ ...settings, distanceM, strategy: 'even-effort' }, flat);
        expect(effort.rows).toEqual(plan({ ...settings, distanceM, strategy: 'even-pace' }, flat).rows);
        // Without a course the arithmetic differs in the last bits, which may tip a .5 rounding.
        const noCourse = plan({ ...settings, distanceM, strategy: 'even-effort' }).rows;
        expect(noCourse.map((r) => r.distanceM)).toEqual(effort.rows.map((r) => r.distanceM));
        noCourse.forEach((row, i) => expect(Math.abs(row.elapsedSeconds - (effort.rows[i]?.elapsedSeconds ?? 0))).toBeLessThanOrEqual(1));
      }),
      { numRuns: 60 },
    );
  });

  it('under even effort the steeper half is run slower, and effort x2 spreads it at least as much', () => {
    fc.assert(
      fc.property(gradePair, paceArb, ([a, b], pace) => {
        const course = twoGrades(a, b);
        const settings = { bands: [{ goal: goalFor(10_000, pace) }] };
        const effort = lapSplits(plan({ ...settings, strategy: 'even-effort' }, course)).map((r) => r.splitSeconds);
        const x2 = lapSplits(plan({ ...settings, strategy: 'effort-x2' }, course)).map((r) => r.splitSeconds);
        const steeper = a > b ? [0, 4] : [5, 9];
        const gentler = a > b ? [5, 9] : [0, 4];
        const gap = (splits: number[]) =>
          Math.min(...splits.slice(steeper[0], steeper[1])) - Math.max(...splits.slice(gentler[0], gentler[1]));
        expect(gap(effort)).toBeGreaterThan(0);
        // Effort ×2 may not run the gentler half faster than even effort does, so it can only match it there.
        expect(gap(x2)).toBeGreaterThanOrEqual(gap(effort));
        expect(Math.min(...x2)).toBeGreaterThanOrEqual(Math.min(...effort) - 1);
      }),
      { numRuns: 100 },
    );
  });

  it('effort x2 never prints a row faster than the fastest row of even effort, whatever the model', () => {
    fc.assert(
      fc.property(courseArb, paceArb, fc.constantFrom('runners' as const, 'metabolic' as const), (course, pace, effortModel) => {
        const settings = { bands: [{ goal: goalFor(course.distanceM, pace) }], effortModel, half: true };
        // Every stretch between two printed rows (marker rows included, so the short ones too): the
        // difference of two printed elapsed times is within 1 s of its exact value.
        const rows = (strategy: 'even-effort' | 'effort-x2') =>
          ascending(plan({ ...settings, strategy }, course)).map((r, i, all) => ({
            s: r.elapsedSeconds - (all[i - 1]?.elapsedSeconds ?? 0),
            m: r.distanceM - (all[i - 1]?.distanceM ?? 0),
          }));
        const fastestEven = Math.min(...rows('even-effort').map((r) => (r.s - 1) / r.m));
        for (const r of rows('effort-x2')) expect(r.s / r.m).toBeGreaterThanOrEqual(fastestEven - 1 / r.m - 1e-9);
      }),
      { numRuns: 100 },
    );
  });

  it('walk breaks make the running pace faster while the finish holds', () => {
    fc.assert(
      fc.property(courseArb, fc.integer({ min: 300, max: 480 }), walkArb, (course, pace, walk) => {
        const goal = goalFor(course.distanceM, pace);
        // At least one break before the last 500 m, which no break starts in (the last 500 m may take up to 3 times the average pace).
        fc.pre(
          walk.kind === 'distance'
            ? walk.every * 1000 < course.distanceM - 520
            : 0.75 * goal * (1 - 1500 / course.distanceM) > walk.runMinutes * 66,
        );
        // Keep walking under a quarter of the goal, so the running pace stays humanly possible.
        const breaks = walk.kind === 'distance' ? course.distanceM / (walk.every * 1000) : goal / (walk.runMinutes * 60);
        fc.pre(breaks * walk.walkSeconds < goal / 4);
        const running = plan({ bands: [{ goal }] }, course);
        const walking = plan({ bands: [{ goal }], walk }, course);
        expect(walking.rows.at(-1)?.elapsedSeconds).toBe(goal);
        expect(walking.walkBreaks).toBeGreaterThan(0);
        expect(walking.runningPaceSecondsPerUnit).toBeLessThan(running.runningPaceSecondsPerUnit ?? 0);
        expect(walking.rows.filter((r) => isLapRow(r.kind)).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(goal);
        if (walk.kind === 'distance') {
          expect(walking.walkBreaks).toBe(Math.ceil((walking.distanceM - 500) / (walk.every * 1000) - 1e-9) - 1);
        }
        for (const w of walking.walks ?? []) expect(w.distanceM).toBeLessThan(walking.distanceM - 500);
      }),
      { numRuns: 100 },
    );
  });
});
