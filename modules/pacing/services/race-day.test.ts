import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { heatAdjustment } from './heat-adjustment.ts';
import { planBands } from './plan-bands.ts';
import { PlanError } from './plan-issues.ts';
import type { PlanSettingsInput } from './plan-settings.ts';
import { isLapRow, type BandPlan } from './plan-types.ts';
import { courseArb, goalFor, paceArb } from './test-support/plan-arbitraries.ts';
import { fixtureCourse } from './test-support/fixture-courses.ts';

const MARATHON = 42_195;
const plans = (settings: Omit<PlanSettingsInput, 'distanceM'>, distanceM = MARATHON) => planBands({ settings: { distanceM, ...settings } });
const first = (settings: Omit<PlanSettingsInput, 'distanceM'>, distanceM = MARATHON): BandPlan => plans(settings, distanceM)[0]!;
const laps = (p: BandPlan) => p.rows.filter((r) => isLapRow(r.kind));
const issueCodes = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof PlanError) return error.issues.map((i) => i.code);
    throw error;
  }
  return [];
};

describe('race-day heat (Hadley: temperature + dew point, °F)', () => {
  it('costs nothing at a sum of 100 °F or less, and follows the chart between its marks', () => {
    expect(heatAdjustment(10, 5, 'C').percent).toBe(0);
    expect(heatAdjustment(60, 40, 'F').percent).toBe(0);
    // 74 °F + 71 °F = 145: half-way through the 3–4.5 % range.
    expect(heatAdjustment(74, 71, 'F').percent).toBeCloseTo(3.75, 6);
    // 20 °C (68 °F) + 10 °C (50 °F) = 118: in 0.5–1 %.
    expect(heatAdjustment(20, 10, 'C').percent).toBeCloseTo(0.9, 6);
    expect(heatAdjustment(30, 22, 'C')).toMatchObject({ beyondChart: false });
  });

  it('grows with the heat and stops at 10 %, flagged past the chart', () => {
    fc.assert(
      fc.property(fc.double({ min: 60, max: 200, noNaN: true }), fc.double({ min: 0, max: 20, noNaN: true }), (sum, more) => {
        expect(heatAdjustment(sum / 2, sum / 2, 'F').percent).toBeLessThanOrEqual(
          heatAdjustment((sum + more) / 2, (sum + more) / 2, 'F').percent,
        );
      }),
    );
    expect(heatAdjustment(100, 90, 'F')).toEqual({ sumF: 190, percent: 10, beyondChart: true });
  });

  it('slows the finish by the adjustment and tells the goal as entered', () => {
    const p = first({ bands: [{ goal: '3:30:00' }], conditions: { temperature: 24, dewPoint: 18 } });
    const { percent } = heatAdjustment(24, 18, 'C');
    expect(p.totalSeconds).toBe(Math.round(12_600 * (1 + percent / 100)));
    expect(p.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: p.totalSeconds });
    expect(p.conditions).toMatchObject({ temperature: 24, dewPoint: 18, scale: 'C', goalSeconds: 12_600 });
    expect(p.conditions?.percent).toBeCloseTo(percent, 1);
    // Cool weather changes nothing.
    expect(first({ bands: [{ goal: '3:30:00' }], conditions: { temperature: 8, dewPoint: 2 } }).totalSeconds).toBe(12_600);
  });

  it('refuses a dew point above the temperature and weather no race is run in', () => {
    expect(issueCodes(() => first({ bands: [{ goal: '3:30:00' }], conditions: { temperature: 15, dewPoint: 18 } }))).toEqual([
      'dewPointAboveTemperature',
    ]);
    expect(issueCodes(() => first({ bands: [{ goal: '3:30:00' }], conditions: { temperature: 60, dewPoint: 18 } }))).toEqual([
      'temperatureRange',
    ]);
    expect(issueCodes(() => first({ bands: [{ goal: '3:30:00' }], conditions: { temperature: 140, dewPoint: 60, scale: 'F' } }))).toEqual([
      'temperatureRange',
    ]);
  });
});

describe('a planned late fade', () => {
  it('keeps the goal and runs each unit after the fade point that much slower than before (flat course)', () => {
    const p = first({ bands: [{ goal: '3:30:00' }], strategy: 'even-pace', fade: { after: 30, secondsPerUnit: 10 } });
    expect(p.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: 12_600 });
    expect(p.fade).toEqual({ fromM: 30_000, secondsPerUnit: 10 });
    const km = laps(p).filter((r) => r.distance <= 42);
    const before = km.filter((r) => r.distance <= 30).map((r) => r.splitSeconds);
    const after = km.filter((r) => r.distance > 30).map((r) => r.splitSeconds);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    expect(mean(after) - mean(before)).toBeGreaterThan(9);
    expect(mean(after) - mean(before)).toBeLessThan(11);
    // Faster than the even plan before the fade, slower after it.
    const even = first({ bands: [{ goal: '3:30:00' }], strategy: 'even-pace' });
    expect(p.rows.find((r) => r.distance === 30)!.elapsedSeconds).toBeLessThan(even.rows.find((r) => r.distance === 30)!.elapsedSeconds);
  });

  it('adds up to the goal on any course, pace and fade', () => {
    fc.assert(
      fc.property(
        courseArb,
        paceArb,
        fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        fc.integer({ min: 1, max: 60 }),
        (course, pace, share, seconds) => {
          const goal = goalFor(course.distanceM, pace);
          const after = Math.max(0.1, Math.floor((course.distanceM / 1000) * share * 10) / 10);
          const [p] = planBands({
            settings: { bands: [{ goal }], keepMeasuredLength: true, fade: { after, secondsPerUnit: seconds } },
            course,
          });
          expect(p!.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: goal });
          expect(laps(p!).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(goal);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('does not slow the walk breaks, only the running', () => {
    const p = first({
      bands: [{ goal: '4:30:00' }],
      strategy: 'even-pace',
      walk: { kind: 'distance', every: 5, walkSeconds: 60 },
      fade: { after: 21, secondsPerUnit: 20 },
    });
    expect(p.walks?.every((w) => w.seconds === 60)).toBe(true);
    expect(p.rows.at(-1)?.elapsedSeconds).toBe(16_200);
  });

  it('refuses a fade that starts after the finish, or that leaves no time to run', () => {
    expect(issueCodes(() => first({ bands: [{ goal: '3:30:00' }], fade: { after: 50, secondsPerUnit: 10 } }))).toEqual([
      'fadeAfterTooLate',
    ]);
    expect(issueCodes(() => first({ bands: [{ goal: '3:30:00' }], fade: { after: 30, secondsPerUnit: 500 } }))).toEqual([
      'fadeSecondsRange',
    ]);
  });
});

describe('an A/B band', () => {
  it('carries the second goal as the first band\u2019s B columns, over the same rows', () => {
    const out = plans({ bands: [{ goal: '3:29:00', count: 2 }, { goal: '3:35:00' }, { goal: '3:45:00' }], abBand: true });
    expect(out.map((p) => p.totalSeconds)).toEqual([12_540, 13_500]);
    const [ab] = out;
    expect(ab!.count).toBe(2);
    expect(ab!.alternate?.totalSeconds).toBe(12_900);
    expect(ab!.alternate!.rows.map((r) => r.distanceM)).toEqual(ab!.rows.map((r) => r.distanceM));
  });

  it('on a real course both columns follow the hills', () => {
    const [ab] = planBands({
      settings: { bands: [{ goal: '3:00:00' }, { goal: '3:10:00' }], abBand: true },
      course: fixtureCourse('boston-marathon.gpx'),
    });
    const a = laps(ab!);
    const b = laps(ab!.alternate!);
    // Every B split is slower than its A split, by about the goals' ratio.
    a.forEach((row, i) => expect(b[i]!.splitSeconds / row.splitSeconds).toBeCloseTo(190 / 180, 1));
  });

  it('needs two goals, and walk breaks at the same places for both', () => {
    expect(issueCodes(() => plans({ bands: [{ goal: '3:30:00' }], abBand: true }))).toEqual(['abBandGoals']);
    expect(
      issueCodes(() =>
        plans({
          bands: [{ goal: '3:30:00' }, { goal: '3:40:00' }],
          abBand: true,
          walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 },
        }),
      ),
    ).toEqual(['abBandWalk']);
  });
});
