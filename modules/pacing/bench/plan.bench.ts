/**
 * Planning time for a marathon on the largest fixture (shamrock-marathon-large.gpx, 16,039
 * points). The course profile is built once, outside the timed loop, and its build time printed
 * on its own: planning is what the build page repeats on every settings change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildCourseProfile } from '../../course-files/index.ts';
import { median } from '../../../src/lib/sample-statistics.ts';
import { planBands, type PlanSettingsInput } from '../index.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/shamrock-marathon-large.gpx');
const RUNS = 101;

function time(label: string, fn: () => unknown): void {
  fn(); // warm-up: first call pays for JIT and lazy module work
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  console.log(`${label}: median ${median(samples).toFixed(2)} ms over ${RUNS} runs`);
}

export default async function bench(): Promise<void> {
  const bytes = readFileSync(FIXTURE);
  const t0 = performance.now();
  const course = buildCourseProfile(bytes, path.basename(FIXTURE));
  const ms = (performance.now() - t0).toFixed(1);
  console.log(
    `profile build (${path.basename(FIXTURE)}, ${course.pointCount} points → ${course.samples.distanceM.length} samples): ${ms} ms`,
  );
  const base: PlanSettingsInput = { bands: [{ goal: '3:30:00' }], distanceM: 42_195 };
  time('plan marathon, even effort, km rows', () => planBands({ settings: base, course }));
  time('plan marathon, effort x2, mi + half + other unit', () =>
    planBands({ settings: { ...base, strategy: 'effort-x2', unit: 'mi', half: true, otherUnit: true }, course }),
  );
  time('plan marathon, run 5 min / walk 30 s (solved breaks)', () =>
    planBands({ settings: { ...base, walk: { kind: 'duration', runMinutes: 5, walkSeconds: 30 } }, course }),
  );
  time('plan marathon, terrain rows + km marks, dials 1.5 / 0.5, 2 % negative split', () =>
    planBands({
      settings: { ...base, rowsBy: 'terrain', terrainMarks: true, uphillEffort: 1.5, downhillEffort: 0.5, negativeSplitPercent: 2 },
      course,
    }),
  );
  time('plan 5 bands at once', () =>
    planBands({ settings: { ...base, bands: ['3:00:00', '3:15:00', '3:30:00', '3:45:00', '4:00:00'].map((goal) => ({ goal })) }, course }),
  );
}
