import { describe, expect, it } from 'vitest';
import { isLapRow, type PlanRow } from './plan-types.ts';
import { planBands } from './plan-bands.ts';
import { PlanError } from './plan-issues.ts';
import type { PlanSettingsInput } from './plan-settings.ts';
import { hillCourse, syntheticCourse } from './test-support/synthetic-course.ts';

const flat10k = (extra: Partial<PlanSettingsInput> = {}) =>
  planBands({ settings: { bands: [{ goal: '50:00' }], distanceM: 10_000, ...extra } });
const only = <T>(list: T[]): T => {
  expect(list).toHaveLength(1);
  return list[0] as T;
};
const laps = (rows: PlanRow[]) => rows.filter((r) => r.kind === 'lap' || r.kind === 'finish');
const errorCode = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof PlanError) return error.issues[0]?.code;
    throw error;
  }
  return undefined;
};

describe('planBands on a flat race', () => {
  it('splits 50:00 over 10 km into ten 5:00 kilometres', () => {
    const plan = only(flat10k());
    expect(plan.rows.map((r) => r.splitSeconds)).toEqual(Array(10).fill(300));
    expect(plan.rows.map((r) => r.elapsedSeconds)).toEqual([300, 600, 900, 1200, 1500, 1800, 2100, 2400, 2700, 3000]);
    expect(plan.rows.every((r) => r.paceSecondsPerUnit === 300 && r.gradePercent === 0)).toBe(true);
    expect(plan).toMatchObject({ totalSeconds: 3000, count: 1, unit: 'km', distanceM: 10_000, strategy: 'even-effort' });
  });

  it('rounds elapsed times and derives splits from them', () => {
    // 3:30:00 over 42.195 km: 298.6 s/km, so splits alternate 298/299 and add up to the goal.
    const plan = only(planBands({ settings: { bands: [{ goal: '3:30:00' }], distanceM: 42_195, strategy: 'even-pace' } }));
    const exact = (km: number) => (12_600 * km) / 42.195;
    for (const row of plan.rows) expect(row.elapsedSeconds).toBe(row.kind === 'finish' ? 12_600 : Math.round(exact(row.distance)));
    expect(plan.rows.reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(12_600);
    expect(new Set(plan.rows.slice(0, -1).map((r) => r.splitSeconds))).toEqual(new Set([298, 299]));
    expect(plan.rows.at(-1)).toMatchObject({ distance: 42.195, splitSeconds: 12_600 - Math.round(exact(42)) });
  });

  it('prints miles, the half and other-unit rows, finish first when descending', () => {
    const plan = only(
      planBands({
        settings: { bands: [{ goal: '1:45:00' }], distanceM: 21_097.5, unit: 'mi', half: true, otherUnit: true, order: 'desc' },
      }),
    );
    expect(plan.rows[0]).toMatchObject({ kind: 'finish', distance: 13.1094, elapsedSeconds: 6300 });
    expect(plan.rows.at(-1)).toMatchObject({ kind: 'lap', distance: 1, unit: 'mi' });
    const other = plan.rows.filter((r) => r.kind === 'other-unit');
    expect(other.map((r) => r.distance)).toEqual([20, 15, 10, 5]);
    expect(other.at(-1)).toMatchObject({ unit: 'km', bandDistance: 3.1069 });
    const half = only(plan.rows.filter((r) => r.kind === 'half'));
    expect(half.elapsedSeconds).toBe(3150);
    // A split measures from the previous lap row: marker rows never cut a lap in two.
    let lapElapsed = 0;
    for (const row of [...plan.rows].reverse()) {
      expect(row.splitSeconds).toBe(row.elapsedSeconds - lapElapsed);
      if (isLapRow(row.kind)) lapElapsed = row.elapsedSeconds;
    }
    const mile = (n: number) => plan.rows.find((r) => r.kind === 'lap' && r.distance === n);
    // 8:00/mi: mile 4 comes after the 5 km row and still shows a whole mile's split.
    expect(mile(4)?.splitSeconds).toBe((mile(4)?.elapsedSeconds ?? 0) - (mile(3)?.elapsedSeconds ?? 0));
    expect(Math.abs((mile(4)?.splitSeconds ?? 0) - 480)).toBeLessThanOrEqual(1);
    expect(plan.order).toBe('desc');
  });

  it('keeps the split of the lap after the half-way row whole (issue 13: km 22 showed 4:29 of 4:58)', () => {
    const plan = only(planBands({ settings: { bands: [{ goal: '3:30:00' }], distanceM: 42_195, strategy: 'even-pace', half: true } }));
    const km22 = plan.rows.find((r) => r.kind === 'lap' && r.distance === 22);
    const km21 = plan.rows.find((r) => r.kind === 'lap' && r.distance === 21);
    expect(plan.rows.findIndex((r) => r.kind === 'half')).toBe(plan.rows.indexOf(km22!) - 1);
    expect(km22!.splitSeconds).toBe(km22!.elapsedSeconds - km21!.elapsedSeconds);
    expect([298, 299]).toContain(km22!.splitSeconds);
    expect(plan.rows.filter((r) => isLapRow(r.kind)).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(12_600);
  });

  it('plans one band per target, with its count', () => {
    const plans = planBands({ settings: { bands: [{ count: 2, goal: '3:30:00' }, { goal: '3:45:00' }], distanceM: 42_195 } });
    expect(plans.map((p) => [p.count, p.totalSeconds, p.rows.at(-1)?.elapsedSeconds])).toEqual([
      [2, 12_600, 12_600],
      [1, 13_500, 13_500],
    ]);
  });

  it.each([
    ['slow', 'regular', 1, 3, 0],
    ['fast', 'regular', -1, 3, 0],
    ['regular', 'fast', 0, 0, -1],
    ['regular', 'slow', 0, 0, 1],
  ] as const)('start %s, finish %s', (start, finish, startSign, _over, finishSign) => {
    const plan = only(flat10k({ strategy: 'even-pace', start: { kind: start, over: 2 }, finish: { kind: finish, over: 2 } }));
    const split = (km: number) => plan.rows[km - 1]?.splitSeconds ?? 0;
    const middle = split(5);
    // 3 % of a ~5:00 km is about 9 s; the middle absorbs the difference.
    expect(Math.sign(split(1) - middle)).toBe(startSign);
    expect(Math.sign(split(10) - middle)).toBe(finishSign);
    if (startSign !== 0) expect(Math.abs(split(1) / middle - 1)).toBeCloseTo(0.03, 2);
    expect(plan.rows.at(-1)?.elapsedSeconds).toBe(3000);
  });
});

describe('planBands with walk breaks', () => {
  it('walks 30 s every 2 km and runs faster in between', () => {
    const plan = only(flat10k({ walk: { kind: 'distance', every: 2, walkSeconds: 30 }, walkSpeed: 6 }));
    expect(plan.walkBreaks).toBe(4);
    expect(plan.walkSeconds).toBe(120);
    // 4 breaks of 30 s at 6 km/h walk 200 m; 9.8 km run in 2880 s.
    expect(plan.runningPaceSecondsPerUnit).toBeCloseTo(Math.round((2880 / 9.8) * 10) / 10, 5);
    expect(plan.rows[0]?.splitSeconds).toBe(Math.round(2880 / 9.8));
    expect(plan.rows.at(-1)?.elapsedSeconds).toBe(3000);
  });

  it('walks at aid stations of the course', () => {
    const course = {
      ...syntheticCourse([
        [0, 0],
        [10_000, 0],
      ]),
      aidStations: [2500, 5000, 7500].map((d) => ({ distanceM: d, name: `km ${d / 1000}`, lat: 0, lon: 0 })),
    };
    const plan = only(planBands({ settings: { bands: [{ goal: '50:00' }], walk: { kind: 'aid', walkSeconds: 60 } }, course }));
    expect(plan).toMatchObject({ walkBreaks: 3, walkSeconds: 180, distanceM: 10_000 });
    expect(plan.rows.at(-1)?.elapsedSeconds).toBe(3000);
    // Without aid stations (a plain distance, or a course with none) the plan says so instead of running through.
    expect(
      errorCode(() =>
        planBands({
          settings: { bands: [{ goal: '50:00' }], walk: { kind: 'aid', walkSeconds: 60 } },
          course: { ...course, aidStations: [] },
        }),
      ),
    ).toBe('walkNoAidStations');
    expect(
      errorCode(() => planBands({ settings: { bands: [{ goal: '50:00' }], distanceM: 10_000, walk: { kind: 'aid', walkSeconds: 60 } } })),
    ).toBe('walkNoAidStations');
  });

  it('runs 5 minutes, walks 30 s', () => {
    const plan = only(flat10k({ walk: { kind: 'duration', runMinutes: 5, walkSeconds: 30 } }));
    // About 50 min / 5.5 min cycles: 9 breaks, but the 9th would start in the last 500 m, so 8; the finish still on the goal.
    expect(plan.walkBreaks).toBe(8);
    expect(plan.walkSeconds).toBe(240);
    expect(plan.walks?.at(-1)?.distanceM).toBeLessThan(9500);
    expect(plan.rows.at(-1)?.elapsedSeconds).toBe(3000);
    expect(plan.runningPaceSecondsPerUnit).toBeLessThan(300);
    // Before the first break the runner has run exactly 5 minutes at the running pace.
    expect(plan.rows[0]?.runPaceSecondsPerUnit).toBe(plan.runningPaceSecondsPerUnit);
  });

  it('refuses breaks that leave no time to run, and running faster than the record', () => {
    const course = syntheticCourse([
      [0, 0],
      [5000, 0],
    ]);
    const stations = Array.from({ length: 9 }, (_, i) => ({ distanceM: 450 * (i + 1), name: '', lat: 0, lon: 0 }));
    const withStations = { ...course, aidStations: stations };
    // 9 × 100 s leave 600 s to run 4.5 km: 2:13/km, beyond the record.
    const fast: PlanSettingsInput = { bands: [{ goal: '25:00' }], walk: { kind: 'aid', walkSeconds: 100 }, walkSpeed: 2 };
    expect(errorCode(() => planBands({ settings: fast, course: withStations }))).toBe('runningTooFast');
    // 9 × 180 s take longer than the goal itself.
    const long: PlanSettingsInput = { ...fast, walk: { kind: 'aid', walkSeconds: 180 } };
    expect(errorCode(() => planBands({ settings: long, course: withStations }))).toBe('walkTooLong');
    expect(
      errorCode(() => planBands({ settings: { ...fast, walk: { kind: 'aid', walkSeconds: 60 } }, course: withStations })),
    ).toBeUndefined();
  });
});

describe('planBands on a hill', () => {
  it('climbs slower and descends faster under even effort, more so under effort x2', () => {
    const plan = (strategy: 'even-effort' | 'effort-x2') =>
      only(planBands({ settings: { bands: [{ goal: '50:00' }], strategy }, course: hillCourse() })).rows;
    const effort = plan('even-effort');
    const x2 = plan('effort-x2');
    const km = (rows: PlanRow[], n: number) => rows[n - 1]?.splitSeconds ?? 0;
    expect(effort[4]?.gradePercent).toBe(5);
    expect(effort[7]?.gradePercent).toBe(-5);
    expect(km(effort, 5)).toBeGreaterThan(km(effort, 2));
    expect(km(effort, 8)).toBeLessThan(km(effort, 2));
    expect(km(x2, 5) - km(x2, 8)).toBeGreaterThan(km(effort, 5) - km(effort, 8));
    expect(laps(effort).at(-1)?.elapsedSeconds).toBe(3000);
  });

  it('reports the problem when there is no distance', () => {
    expect(errorCode(() => planBands({ settings: { bands: [{ goal: '50:00' }] } }))).toBe('distanceMissing');
    expect(errorCode(() => planBands({ settings: { bands: [{ goal: '5:00' }] }, course: hillCourse() }))).toBe('goalTooFast');
  });
});

describe('distance snap', () => {
  const flat = (metres: number) =>
    syntheticCourse([
      [0, 10],
      [metres, 10],
    ]);
  const planOn = (course: ReturnType<typeof flat>, settings: Partial<PlanSettingsInput> = {}) =>
    only(planBands({ settings: { bands: [{ goal: Math.round(course.distanceM * 0.33) }], ...settings }, course }));

  it.each([
    [42_195 * 1.029, 42_195],
    [42_195 * 0.971, 42_195],
    [21_097.5 * 1.025, 21_097.5],
    [10_280, 10_000],
  ])('lays a %d m track within 3 %% of a race over that race (%d m), and says how long the track was', (track, race) => {
    const plan = planOn(flat(track));
    expect(plan.distanceM).toBe(race);
    expect(plan.trackDistanceM).toBe(Math.round(track));
  });

  it('keeps a track more than 3 % away from every race distance', () => {
    const plan = planOn(flat(42_195 * 1.035));
    expect(plan.distanceM).toBeCloseTo(42_195 * 1.035, 6);
    expect(plan.trackDistanceM).toBeUndefined();
  });

  it('prefers the race distance the course declares when the track is within 3 % of it', () => {
    const course = { ...flat(16_300), declaredRaceM: 16_000 };
    expect(planOn(course).distanceM).toBe(16_000);
    expect(planOn(flat(16_300)).distanceM).toBe(16_093.44); // else the nearest standard: 10 miles
  });

  it('keeps the measured length on request', () => {
    const plan = planOn(flat(42_620), { keepMeasuredLength: true });
    expect(plan.distanceM).toBe(42_620);
    expect(plan.trackDistanceM).toBeUndefined();
  });
});
