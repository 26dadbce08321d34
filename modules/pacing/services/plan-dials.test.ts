import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { descentFloorShare } from './dials.ts';
import type { PlanSettingsInput } from './plan-settings.ts';
import { isLapRow, type BandPlan } from './plan-types.ts';
import type { PacingCourse } from './pacing-course.ts';
import { fixtureCourse } from './test-support/fixture-courses.ts';
import { courseArb, goalFor, layoutArb, paceArb } from './test-support/plan-arbitraries.ts';
import { ascending, expectSplitsAddUp, plan } from './test-support/plan-checks.ts';
import { syntheticCourse } from './test-support/synthetic-course.ts';

const laps = (p: BandPlan) => ascending(p).filter((r) => isLapRow(r.kind));

const dialsArb = fc.record(
  {
    uphillEffort: fc.double({ min: 0, max: 2, noNaN: true }),
    downhillEffort: fc.double({ min: 0, max: 1.5, noNaN: true }),
    negativeSplitPercent: fc.double({ min: -10, max: 10, noNaN: true }),
    rowsBy: fc.constantFrom('distance' as const, 'terrain' as const),
    terrainMarks: fc.boolean(),
    strategy: fc.constantFrom('even-pace' as const, 'even-effort' as const, 'effort-x2' as const),
    effortModel: fc.constantFrom('runners' as const, 'metabolic' as const),
  },
  { requiredKeys: [] },
) satisfies fc.Arbitrary<Partial<PlanSettingsInput>>;

/** Ten 12 m hills, one per km: 300 m up at 4 %, 300 m down at −4 %, 400 m flat; 10 m samples. */
function rolling10k(): PacingCourse {
  const points: Array<[number, number]> = [];
  for (let d = 0; d <= 10_000; d += 10) {
    const k = d % 1000;
    points.push([d, k < 300 ? k * 0.04 : k < 600 ? 12 - (k - 300) * 0.04 : 0]);
  }
  return syntheticCourse(points);
}

describe('dials, split and terrain rows', () => {
  it('splits add up to the goal and elapsed times increase, for every dial setting', () => {
    fc.assert(
      fc.property(courseArb, paceArb, layoutArb, dialsArb, (course, pace, layout, dials) => {
        const goal = goalFor(course.distanceM, pace);
        const p = plan({ bands: [{ goal }], ...layout, ...dials }, course);
        expectSplitsAddUp(p, goal);
      }),
      { numRuns: 150 },
    );
  });

  it('uphill effort 0, 1 and 2 give even pace, even effort and effort x2 to the second', () => {
    const presets = fc.constantFrom([0, 'even-pace'] as const, [1, 'even-effort'] as const, [2, 'effort-x2'] as const);
    const strategies = fc.constantFrom('even-pace' as const, 'even-effort' as const, 'effort-x2' as const);
    const models = fc.constantFrom('runners' as const, 'metabolic' as const);
    fc.assert(
      fc.property(
        courseArb,
        paceArb,
        layoutArb,
        presets,
        strategies,
        models,
        (course, pace, layout, [uphillEffort, strategy], other, model) => {
          const settings = { bands: [{ goal: goalFor(course.distanceM, pace) }], ...layout, effortModel: model };
          const preset = plan({ ...settings, strategy }, course);
          // The dial wins over the strategy set beside it; the downhill follows it.
          const dial = plan({ ...settings, strategy: other, uphillEffort }, course);
          expect(dial.rows).toEqual(preset.rows);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('plans no descent faster than the 10 km pace at the goal when the downhill dial is set', () => {
    // A marathon of 1–3 km stretches between −8 % and +8 %, 2 points apart: every terrain row is one
    // stretch, so a row that goes down goes down all along (the floor holds on descents, not flats).
    const grades = fc.constantFrom(-8, -6, -4, -2, 0, 2, 4, 6, 8);
    const stretches = fc.array(fc.tuple(fc.integer({ min: 1000, max: 3000 }), grades), { minLength: 14, maxLength: 40 });
    fc.assert(
      fc.property(
        stretches,
        fc.integer({ min: 240, max: 420 }),
        fc.double({ min: 0.5, max: 1.5, noNaN: true }),
        (parts, pace, downhill) => {
          const points: Array<[number, number]> = [[0, 0]];
          for (const [length, grade] of parts) {
            const [d, e] = points.at(-1)!;
            if (d >= 42_195) break;
            const run = Math.min(length, 42_195 - d);
            points.push([d + run, e + (grade / 100) * run]);
          }
          const course = syntheticCourse(points);
          fc.pre(course.distanceM === 42_195);
          const goal = goalFor(42_195, pace);
          const p = plan(
            { bands: [{ goal }], rowsBy: 'terrain', uphillEffort: 1, downhillEffort: downhill, strategy: 'effort-x2' },
            course,
          );
          const floor = (goal / 42_195) * (descentFloorShare(42_195) ?? 0) * 1000;
          let from = 0;
          for (const row of laps(p)) {
            const length = row.distanceM - from;
            // A row of one stretch has that stretch's even grade; the course's last piece, cut short
            // at the finish, can be merged with a flat one (−1.1 %): mostly flat, it is not held.
            const oneStretch = Math.abs(row.gradePercent / 2 - Math.round(row.gradePercent / 2)) < 0.025;
            // Printed splits are whole seconds: a row may read up to 1 s short.
            if (row.gradePercent < 0 && oneStretch) expect(row.paceSecondsPerUnit).toBeGreaterThanOrEqual(floor - 1000 / length - 0.05);
            from = row.distanceM;
          }
          expect(laps(p).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(goal);
        },
      ),
      { numRuns: 60 },
    );
    // Rolling: 2 km at +4 %, 2 km at −6 %. Even effort runs the descents faster than the floor; the dial set by hand does not.
    const points: Array<[number, number]> = [];
    for (let d = 0; d <= 42_195; d += 5) points.push([d, d % 4000 < 2000 ? (d % 4000) * 0.04 : 80 - ((d % 4000) - 2000) * 0.06]);
    const course = syntheticCourse(points);
    const floor = (12_600 / 42_195) * (descentFloorShare(42_195) ?? 0) * 1000;
    const descents = (p: BandPlan) => laps(p).filter((r) => r.gradePercent < -5);
    const free = descents(plan({ bands: [{ goal: '3:30:00' }], rowsBy: 'terrain' }, course));
    expect(Math.max(...free.map((r) => r.paceSecondsPerUnit))).toBeLessThan(floor - 10);
    const floored = plan({ bands: [{ goal: '3:30:00' }], rowsBy: 'terrain', downhillEffort: 1 }, course);
    for (const row of descents(floored)) expect(row.paceSecondsPerUnit).toBeGreaterThanOrEqual(floor - 0.6);
    expect(laps(floored).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(12_600);
  });

  it('a negative split of P % runs the second half P % faster than the first', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 10 }), paceArb, (percent, pace) => {
        const goal = goalFor(21_098, pace);
        const p = plan({ bands: [{ goal }], distanceM: 21_098, negativeSplitPercent: percent, half: true });
        const half = p.rows.find((r) => r.kind === 'half')!.elapsedSeconds;
        // The printed half-way time is rounded: half a second, counted in both halves.
        expect(Math.abs(goal - half - half * (1 - percent / 100))).toBeLessThanOrEqual(1.1);
      }),
      { numRuns: 40 },
    );
  });

  it('a rolling 10 km gives a row per climb, descent and flat, the climbs slower than the descents', () => {
    const course = rolling10k();
    const byDistance = plan({ bands: [{ goal: '50:00' }] }, course);
    // A row per km averages each hill away: ten identical rows.
    expect(new Set(laps(byDistance).map((r) => r.splitSeconds)).size).toBe(1);
    const terrain = plan({ bands: [{ goal: '50:00' }], rowsBy: 'terrain', terrainMarks: true, half: true }, course);
    const stretches = laps(terrain);
    expect(stretches).toHaveLength(30);
    expect(stretches.slice(0, 3).map((r) => [r.distanceM, r.gradePercent])).toEqual([
      [300, 4],
      [600, -4],
      [1000, 0],
    ]);
    const climbs = stretches.filter((r) => r.gradePercent > 0).map((r) => r.paceSecondsPerUnit);
    const descents = stretches.filter((r) => r.gradePercent < 0).map((r) => r.paceSecondsPerUnit);
    expect(Math.min(...climbs)).toBeGreaterThan(Math.max(...descents) + 30);
    // Steeper dials spread the hills further.
    const steep = laps(plan({ bands: [{ goal: '50:00' }], rowsBy: 'terrain', uphillEffort: 2, downhillEffort: 1.5 }, course));
    expect(steep[0]!.splitSeconds).toBeGreaterThan(stretches[0]!.splitSeconds);
    expect(steep[1]!.splitSeconds).toBeLessThan(stretches[1]!.splitSeconds);
  });

  it('prints the km marks on top of terrain rows as marker rows, and distance rows without a course', () => {
    const points: Array<[number, number]> = [];
    for (let d = 0; d <= 10_000; d += 10) points.push([d, d < 2500 ? d * 0.03 : 75 - (d - 2500) * 0.01]);
    const p = plan({ bands: [{ goal: '50:00' }], rowsBy: 'terrain', terrainMarks: true }, syntheticCourse(points));
    expect(p.rowsBy).toBe('terrain');
    expect(laps(p).map((r) => r.distanceM)).toEqual([2500, 10_000]);
    const marks = p.rows.filter((r) => r.kind === 'mark');
    expect(marks.map((r) => r.distance)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // A mark cuts no split: the second stretch's split runs from 2.5 km to the finish.
    expect(p.rows.at(-1)!.splitSeconds).toBe(3000 - p.rows.find((r) => r.distanceM === 2500)!.elapsedSeconds);
    const flat = plan({ bands: [{ goal: '50:00' }], distanceM: 10_000, rowsBy: 'terrain', terrainMarks: true });
    expect(flat.rows).toEqual(plan({ bands: [{ goal: '50:00' }], distanceM: 10_000 }).rows);
  });

  it('cuts real marathons into terrain rows of 200 m or more, with a km mark at every km not on a stretch end', () => {
    for (const file of ['boston-marathon.gpx', 'madrid-marathon-noisy.gpx']) {
      const p = plan({ bands: [{ goal: '3:30:00' }], rowsBy: 'terrain', terrainMarks: true }, fixtureCourse(file));
      const stretches = laps(p);
      expect(stretches.length).toBeGreaterThan(10);
      expect(p.rows.length).toBeLessThanOrEqual(300);
      stretches.forEach((r, i) => expect(r.distanceM - (stretches[i - 1]?.distanceM ?? 0)).toBeGreaterThanOrEqual(200));
      expect(stretches.reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(12_600);
      for (let km = 1; km <= 42; km++) {
        const near = p.rows.filter((r) => Math.abs(r.distanceM - km * 1000) < 20);
        expect(near.length, `${file} km ${km}`).toBe(1);
        expect(near[0]!.kind === 'mark' || near[0]!.kind === 'lap').toBe(true);
      }
    }
  });
});
