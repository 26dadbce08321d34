/**
 * Watch files of a marathon on the largest fixture (shamrock-marathon-large.gpx): the FIT workout,
 * the FIT course (its records and course points) and the GPX course, each timed on this thread
 * (the figure that decided the worker pool: Garmin's encoder builds each message's definition from
 * the whole FIT profile), then the FIT course through the worker pool as the request handlers ask
 * for it (thread start-up paid once, outside the timed runs).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildCourseProfile } from '../../course-files/index.ts';
import { planBands } from '../../pacing/index.ts';
import { median } from '../../../src/lib/sample-statistics.ts';
import { watchFile, watchPool, writeWatchFile, type WatchKind } from '../index.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/shamrock-marathon-large.gpx');
const RUNS = 31;

async function time(label: string, fn: () => unknown): Promise<void> {
  await fn(); // warm-up: JIT, lazy modules, the pool's thread
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  console.log(`${label}: median ${median(samples).toFixed(2)} ms over ${RUNS} runs`);
}

export default async function bench(): Promise<void> {
  const course = buildCourseProfile(readFileSync(FIXTURE), path.basename(FIXTURE));
  const [plan] = planBands({ settings: { bands: [{ goal: '3:30:00' }], walk: { kind: 'distance', every: 1, walkSeconds: 30 } }, course });
  if (!plan) throw new Error('no plan');
  for (const kind of ['workout', 'course', 'gpx'] as WatchKind[]) {
    const size = watchFile(kind, plan, { locale: 'en', course }).bytes.length;
    await time(`${kind} of a marathon with walk breaks every km, in-process (${(size / 1024).toFixed(0)} KB)`, () =>
      watchFile(kind, plan, { locale: 'en', course }),
    );
  }
  await time('FIT course through the worker pool', () => writeWatchFile('course', plan, { locale: 'en', course }));
  await watchPool.close();
}
