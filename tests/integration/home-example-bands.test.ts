import { describe, expect, it } from 'vitest';
import type { CourseProfile } from '../../modules/course-files/index.ts';
import { planBands, type BandPlan } from '../../modules/pacing/index.ts';
import { EXAMPLE_BANDS, type ExampleRow } from '../../src/app/pages/example-bands.ts';

/**
 * The home page's example bands are rows of real bands: each is planned again here with the
 * settings its comment names, and its figures must be the planner's (issue 29 point 7: the
 * run-walk example added up wrong).
 */

/** A 10 km course whose kilometres climb and fall by the given grades, 100 m samples. */
function gradedCourse(grades: number[]): CourseProfile {
  const distanceM = [0];
  const elevationM = [0];
  grades.forEach((grade, km) => {
    for (let d = 100; d <= 1000; d += 100) {
      distanceM.push(km * 1000 + d);
      elevationM.push(elevationM.at(-1)! + grade * 100);
    }
  });
  return {
    format: 'gpx',
    distanceM: 10_000,
    pointCount: distanceM.length,
    hasElevation: true,
    bbox: { minLat: 0, minLon: 0, maxLat: 0, maxLon: 0 },
    start: { lat: 0, lon: 0 },
    finish: { lat: 0, lon: 0 },
    line: [],
    samples: { distanceM, elevationM },
    grades: distanceM.slice(1).map((_, i) => (elevationM[i + 1]! - elevationM[i]!) / 100),
    elevation: {
      gainM: 0,
      lossM: 0,
      minM: Math.min(...elevationM),
      maxM: Math.max(...elevationM),
      startM: 0,
      finishM: elevationM.at(-1)!,
    },
    aidStations: [],
  } as CourseProfile;
}

const one = (plans: BandPlan[]) => plans[0]!;

describe('the home page example bands are real bands', () => {
  it('even effort on a hilly course: distance, slope, split of the first four kilometres', () => {
    const plan = one(
      planBands({
        settings: { bands: [{ goal: '50:00' }], strategy: 'even-effort' },
        course: gradedCourse([0.03, 0.01, -0.04, 0, 0.02, -0.02, 0, 0, 0, 0]),
      }),
    );
    const rows: ExampleRow[] = plan.rows.slice(0, 4).map((r) => [{ km: r.distance }, { grade: r.gradePercent }, { time: r.splitSeconds }]);
    expect(EXAMPLE_BANDS[0]!.rows).toEqual(rows);
  });

  it('run–walk: the running pace, the walk break where it starts, and the elapsed time with it', () => {
    const plan = one(
      planBands({ settings: { bands: [{ goal: '55:00' }], distanceM: 10_000, walk: { kind: 'distance', every: 2, walkSeconds: 60 } } }),
    );
    const lap = (i: number): ExampleRow => {
      const r = plan.rows[i]!;
      return [{ km: r.distance }, { run: Math.round(r.runPaceSecondsPerUnit ?? r.paceSecondsPerUnit) }, { time: r.elapsedSeconds }];
    };
    const walk = plan.walks![0]!;
    expect(EXAMPLE_BANDS[1]!.rows).toEqual([
      lap(0),
      lap(1),
      [{ km: walk.bandDistance }, { walk: walk.seconds }, { time: walk.elapsedSeconds }],
      lap(2),
    ]);
    // The break comes after the 2 km mark, and the 3 km mark's time includes it.
    expect(walk.elapsedSeconds).toBe(plan.rows[1]!.elapsedSeconds);
  });

  it('printed at true size: the last rows of a 3:30:00 marathon, split and elapsed', () => {
    const plan = one(planBands({ settings: { bands: [{ goal: '3:30:00' }], distanceM: 42_195, strategy: 'even-pace' } }));
    const rows: ExampleRow[] = plan.rows.slice(-4).map((r) => [{ km: r.distance }, { time: r.splitSeconds }, { time: r.elapsedSeconds }]);
    expect(EXAMPLE_BANDS[2]!.rows).toEqual(rows);
    expect(rows.at(-1)![2]).toEqual({ time: 12_600 });
  });
});
