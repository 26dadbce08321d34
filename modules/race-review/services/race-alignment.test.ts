import { describe, expect, it } from 'vitest';
import { isLapRow } from '../../pacing/index.ts';
import { recordRun, runFit, runGpx, runTcx, type RunPoint } from '../../../tests/support/recorded-runs.ts';
import { reviewCourseOf, reviewPlanOf } from './review-inputs.ts';
import { reviewRaceFile } from './review-run.ts';
import { syntheticRace, RACE_M } from './synthetic-race.test-support.ts';

const race = syntheticRace();
const review = (file: Uint8Array, name: string) => reviewRaceFile(file, name, reviewPlanOf(race.plan), reviewCourseOf(race.course));
const seconds = (points: RunPoint[]) => (points.at(-1)!.timeMs - points[0]!.timeMs) / 1000;

describe('aligning a recorded race on the band (by position on the course)', () => {
  it('puts each row of a steady run at its share of the race time, though the watch measures 1 % long', () => {
    // GPS wobble of 4 m every second makes the run's own track long too; the FIT's distance field says 1 % more.
    const points = recordRun(race.points, { seed: 7, speedMps: 3.5, wobbleM: 4, watchFactor: 1.01, heartRateAt: () => 150 });
    const total = seconds(points);
    for (const [file, name] of [
      [runFit(points, { sport: 'running' }), 'race.fit'],
      [runGpx(points), 'race.gpx'],
    ] as const) {
      const result = review(file, name);
      expect(result.onCourse).toBe(true);
      expect(result.rows.length).toBe(race.plan.rows.length);
      for (const row of result.rows) {
        const expected = (row.distanceM / RACE_M) * total;
        // The watch's distance would put the 5 km mark 50 m (14 s) early.
        expect(Math.abs(row.actualSeconds! - expected), `${name} at ${row.distanceM} m`).toBeLessThanOrEqual(3);
        expect(row.deltaSeconds).toBe(row.actualSeconds! - row.plannedSeconds);
      }
      expect(result.totalActualSeconds).toBe(result.rows.find((r) => r.kind === 'finish')!.actualSeconds);
    }
  });

  it('says ahead with a negative delta and behind with a positive one', () => {
    const fast = review(runGpx(recordRun(race.points, { seed: 1, speedMps: 3.6, everyS: 2 })), 'fast.gpx'); // 46:18 for a 50:00 plan
    const slow = review(runGpx(recordRun(race.points, { seed: 1, speedMps: 3.0, everyS: 2 })), 'slow.gpx'); // 55:33
    expect(fast.totalActualSeconds! - fast.totalPlannedSeconds).toBeLessThan(-180);
    expect(fast.rows.at(-1)!.deltaSeconds).toBeLessThan(-180);
    expect(slow.rows.at(-1)!.deltaSeconds).toBeGreaterThan(300);
    expect(slow.gap.at(-1)![1]).toBeGreaterThan(300);
    expect(fast.gap.at(-1)![1]).toBeLessThan(-180);
  });

  it('adjusts the pace for the hill: a steady run is fast on the climb once adjusted, slow on the descent', () => {
    const result = review(runGpx(recordRun(race.points, { seed: 2, speedMps: 3.3, everyS: 2 })), 'steady.gpx');
    const split = (km: number) => result.rows.find((r) => isLapRow(r.kind) && r.distanceM === km * 1000)!;
    const flat = split(2).gradeAdjustedPace!;
    expect(Math.abs(flat - split(2).actualSplitSeconds!)).toBeLessThanOrEqual(2);
    expect(split(5).gradeAdjustedPace!).toBeLessThan(flat - 10); // climbing at flat speed is more effort
    expect(split(6).gradeAdjustedPace!).toBeGreaterThan(flat + 5); // descending at flat speed is less
  });

  it('gives the mean heart rate of each split where the file has it', () => {
    const points = recordRun(race.points, { seed: 3, speedMps: 3.3, everyS: 2, heartRateAt: (m) => 140 + m / 500 });
    const tcx = review(runTcx(points), 'race.tcx');
    expect(tcx.hasHeartRate).toBe(true);
    const km10 = tcx.rows.find((r) => r.kind === 'finish')!;
    expect(km10.heartRate).toBeGreaterThanOrEqual(158);
    expect(km10.heartRate).toBeLessThanOrEqual(160);
    // GPX carries it in each point's extensions (Garmin's TrackPointExtension, any prefix).
    const gpx = review(runGpx(points, { heartRate: true }), 'race.gpx');
    expect(gpx.hasHeartRate).toBe(true);
    expect(gpx.rows.find((r) => r.kind === 'finish')!.heartRate).toBe(km10.heartRate);
    expect(review(runGpx(points), 'race.gpx').hasHeartRate).toBe(false);
  });

  it('names the biggest losses and a fade after the km where it began', () => {
    // An even-pace plan; a little ahead of it (3.4 m/s) for 6 km, then much slower.
    const even = syntheticRace({ strategy: 'even-pace' });
    const points = recordRun(race.points, { seed: 4, everyS: 2, speedAt: (m) => (m < 6000 ? 3.4 : m < 8000 ? 3.0 : 2.8) });
    const result = reviewRaceFile(runGpx(points), 'fade.gpx', reviewPlanOf(even.plan), reviewCourseOf(even.course));
    expect(result.summary.fadeAfter?.distance).toBe(6);
    expect(result.summary.fadeAfter!.seconds).toBeGreaterThan(60);
    expect(result.summary.losses.map((l) => l.distance).sort((a, b) => a - b)).toEqual([8, 9, 10]);
    const steady = reviewRaceFile(
      runGpx(recordRun(race.points, { seed: 5, speedMps: 3.33, everyS: 2 })),
      'steady.gpx',
      reviewPlanOf(even.plan),
      reviewCourseOf(even.course),
    );
    expect(steady.summary.fadeAfter).toBeNull();
  });

  it('keeps only numbers per row and the curve: no position or time of the file', () => {
    const result = review(runGpx(recordRun(race.points, { seed: 6, speedMps: 3.3, everyS: 5 })), 'race.gpx');
    const text = JSON.stringify(result);
    expect(text).not.toMatch(/45\.0\d{3}|2025-/);
    expect(result.gap.length).toBeGreaterThan(100);
    expect(result.gap.length).toBeLessThanOrEqual(401);
    expect(result.elevation.some(([, e]) => e > 150)).toBe(true);
  });

  it('aligns a band without a course by the run’s own length, scaled to the race distance', () => {
    const points = recordRun(race.points, { seed: 8, speedMps: 3.5, wobbleM: 1, everyS: 2 });
    const flat = reviewRaceFile(runGpx(points), 'race.gpx', reviewPlanOf(syntheticRace({}).plan), null);
    expect(flat.onCourse).toBe(false);
    expect(Math.abs(flat.totalActualSeconds! - seconds(points))).toBeLessThanOrEqual(2);
  });
});
