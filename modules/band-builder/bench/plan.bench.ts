/**
 * Planning time for a marathon on the largest fixture (shamrock-marathon-large.gpx, 16,039
 * points). The course profile is built once, outside the timed loop, and its build time printed
 * on its own: planning is what the build page repeats on every settings change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { CourseProfile } from '../../courses/index.ts';
import { planBands, type PlanSettingsInput } from '../index.ts';
import { syntheticCourse } from '../services/pacing/test-support/synthetic-course.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/shamrock-marathon-large.gpx');
const RUNS = 41;

type Build = (bytes: Uint8Array, fileName: string) => CourseProfile;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

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
  const courses = (await import('../../courses/index.ts')) as Record<string, unknown>;
  const build = courses.buildCourseProfile as Build | undefined;
  let course: CourseProfile;
  if (typeof build === 'function') {
    const bytes = readFileSync(FIXTURE);
    const t0 = performance.now();
    course = build(bytes, path.basename(FIXTURE));
    const ms = (performance.now() - t0).toFixed(1);
    console.log(`profile build (${path.basename(FIXTURE)}, ${course.pointCount} points → ${course.samples.distanceM.length} samples): ${ms} ms`);
  } else {
    // Until the course engine lands: a rolling synthetic course with one sample per fixture point.
    const n = 16_039;
    course = syntheticCourse(Array.from({ length: n }, (_, i) => [(i * 42_195) / (n - 1), 10 * Math.sin(i / 300)] as const));
    console.log(`no buildCourseProfile in modules/courses yet: synthetic course of ${n} samples`);
  }
  const base: PlanSettingsInput = { bands: [{ goal: '3:30:00' }], distanceM: 42_195 };
  time('plan marathon, even effort, km rows', () => planBands({ settings: base, course }));
  time('plan marathon, effort x2, mi + half + other unit', () =>
    planBands({ settings: { ...base, strategy: 'effort-x2', unit: 'mi', half: true, otherUnit: true }, course }),
  );
  time('plan marathon, run 5 min / walk 30 s (solved breaks)', () =>
    planBands({ settings: { ...base, walk: { kind: 'duration', runMinutes: 5, walkSeconds: 30 } }, course }),
  );
  time('plan 5 bands at once', () =>
    planBands({ settings: { ...base, bands: ['3:00:00', '3:15:00', '3:30:00', '3:45:00', '4:00:00'].map((goal) => ({ goal })) }, course }),
  );
}
