import { describe, expect, it } from 'vitest';
import { isLapRow, type BandPlan, type PaceStrategy, type PlanRow } from './plan-types.ts';
import { planBands } from './plan-bands.ts';
import type { PlanSettingsInput } from './plan-settings.ts';
import { fixtureCourse } from './test-support/fixture-courses.ts';

const plan = (file: string, settings: PlanSettingsInput): BandPlan => {
  const [band] = planBands({ settings, course: fixtureCourse(file) });
  if (!band) throw new Error('no band');
  return band;
};
const kmRows = (p: BandPlan): PlanRow[] => p.rows.filter((r) => r.kind === 'lap');
const spread = (rows: PlanRow[]) => Math.max(...rows.map((r) => r.splitSeconds)) - Math.min(...rows.map((r) => r.splitSeconds));
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

function expectConsistent(p: BandPlan, goal: number) {
  expect(p.rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: goal });
  expect(p.rows.filter((r) => isLapRow(r.kind)).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(goal);
  p.rows.forEach((r, i) => expect(r.elapsedSeconds).toBeGreaterThan(p.rows[i - 1]?.elapsedSeconds ?? 0));
}

describe('Berlin (flat)', () => {
  it('is laid over the certified distance and paced almost evenly', () => {
    const p = plan('berlin-marathon.gpx', { bands: [{ goal: '3:30:00' }] });
    expectConsistent(p, 12_600);
    expect(p.distanceM).toBe(42_195);
    const average = 12_600 / 42.195;
    for (const row of kmRows(p)) expect(Math.abs(row.splitSeconds / average - 1)).toBeLessThan(0.03);
    expect(spread(kmRows(p))).toBeLessThan(spread(kmRows(plan('boston-marathon.gpx', { bands: [{ goal: '3:30:00' }] }))) / 3);
  });
});

describe('Boston (net downhill, Newton hills)', () => {
  const goal = 12_600;
  const run = (strategy: PaceStrategy) => plan('boston-marathon.gpx', { bands: [{ goal }], strategy });

  it('runs the Newton hills slowest and the early descent fast', () => {
    const rows = kmRows(run('even-effort'));
    expectConsistent(run('even-effort'), goal);
    const slowest = rows.reduce((a, b) => (b.splitSeconds > a.splitSeconds ? b : a));
    expect(slowest.distance).toBeGreaterThanOrEqual(25);
    expect(slowest.distance).toBeLessThanOrEqual(34);
    expect(slowest.gradePercent).toBeGreaterThan(1);
    const firstFive = mean(rows.slice(0, 5).map((r) => r.splitSeconds));
    const hills = mean(rows.filter((r) => r.distance > 25 && r.distance <= 34).map((r) => r.splitSeconds));
    expect(firstFive).toBeLessThan(12_600 / 42.195);
    expect(hills).toBeGreaterThan(firstFive + 10);
  });

  it('makes climbs slower than descents, and effort x2 spreads more than even effort', () => {
    const effort = kmRows(run('even-effort'));
    const up = mean(effort.filter((r) => r.gradePercent >= 0.5).map((r) => r.splitSeconds));
    const down = mean(effort.filter((r) => r.gradePercent <= -0.5).map((r) => r.splitSeconds));
    expect(up).toBeGreaterThan(down + 10);
    expect(spread(kmRows(run('effort-x2')))).toBeGreaterThan(spread(effort) * 1.2);
    expect(spread(kmRows(run('even-pace')))).toBeLessThanOrEqual(1);
  });

  it('never asks effort x2 for a km faster than the fastest km of even effort (km 1 falls 3 %)', () => {
    const fastest = (p: BandPlan) => Math.min(...kmRows(p).map((r) => r.splitSeconds));
    expect(fastest(run('effort-x2'))).toBeGreaterThanOrEqual(fastest(run('even-effort')) - 1);
    // Doubling the hills still slows Heartbreak Hill (km 33) down more.
    const km33 = (p: BandPlan) => kmRows(p).find((r) => r.distance === 33)?.splitSeconds ?? 0;
    expect(km33(run('effort-x2'))).toBeGreaterThan(km33(run('even-effort')) + 15);
  });

  it('slows the Newton hills less with runners’ data than with the metabolic cost', () => {
    const metabolic = plan('boston-marathon.gpx', { bands: [{ goal }], effortModel: 'metabolic' });
    const runners = run('even-effort');
    expect(runners.effortModel).toBe('runners');
    expect(metabolic.effortModel).toBe('metabolic');
    const km33 = (p: BandPlan) => kmRows(p).find((r) => r.distance === 33)?.splitSeconds ?? 0;
    expect(km33(metabolic)).toBeGreaterThan(km33(runners) + 5);
    expect(spread(kmRows(metabolic))).toBeGreaterThan(spread(kmRows(runners)));
  });

  it('keeps the goal with walk breaks at a faster running pace', () => {
    const walking = plan('boston-marathon.gpx', { bands: [{ goal }], walk: { kind: 'duration', runMinutes: 9, walkSeconds: 60 } });
    expectConsistent(walking, goal);
    expect(walking.walkBreaks).toBeGreaterThan(15);
    // Walking at the default 6 km/h: running covers the rest of the distance in the rest of the time.
    const walkS = walking.walkSeconds ?? 0;
    const runPace = (12_600 - walkS) / ((42_195 - (walkS * 6000) / 3600) / 1000);
    expect(Math.abs((walking.runningPaceSecondsPerUnit ?? 0) - runPace)).toBeLessThan(0.5);
    expect(walking.runningPaceSecondsPerUnit).toBeLessThan(run('even-effort').runningPaceSecondsPerUnit ?? 0);
  });

  it('prints miles with the same finish', () => {
    const miles = plan('boston-marathon.gpx', { bands: [{ goal }], unit: 'mi', half: true, otherUnit: true });
    expectConsistent(miles, goal);
    expect(miles.rows.filter((r) => r.kind === 'lap')).toHaveLength(26);
    expect(miles.rows.find((r) => r.kind === 'half')?.distance).toBe(13.1094);
  });
});

describe('Granada half marathon (hilly)', () => {
  it('spreads splits by strategy: even pace < even effort < effort x2', () => {
    const spreads = (['even-pace', 'even-effort', 'effort-x2'] as const).map((strategy) => {
      const p = plan('granada-half-marathon.gpx', { bands: [{ goal: '1:45:00' }], strategy });
      expectConsistent(p, 6300);
      expect(p.distanceM).toBe(21_097.5);
      return spread(kmRows(p));
    });
    expect(spreads[0]).toBeLessThanOrEqual(1);
    expect(spreads[1]).toBeGreaterThan(30);
    expect(spreads[2]).toBeGreaterThan(spreads[1] ?? 0);
  });
});

describe('Berlin with aid stations (KML)', () => {
  it('walks 30 s at each aid station of the course and still finishes on the goal', () => {
    const course = fixtureCourse('berlin-marathon-aid-stations.kml');
    const p = plan('berlin-marathon-aid-stations.kml', { bands: [{ goal: '4:30:00' }], walk: { kind: 'aid', walkSeconds: 30 } });
    expectConsistent(p, 16_200);
    expect(course.aidStations.length).toBeGreaterThan(5);
    expect(p.walkBreaks).toBe(course.aidStations.filter((a) => a.distanceM > 0 && a.distanceM < course.distanceM).length);
    expect(p.walkSeconds).toBe(30 * (p.walkBreaks ?? 0));
    expect(p.runningPaceSecondsPerUnit).toBeLessThan(p.averagePaceSecondsPerUnit ?? 0);
  });
});
