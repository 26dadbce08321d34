/**
 * After the race (issue 27): a 4-hour one-second FIT (≈ 15,000 records, written with Garmin's
 * Encoder) read, checked, placed on the Boston marathon and aligned on a 4:00:00 band's rows, in a
 * worker thread of the pool, as the upload runs. Target: under 1 s.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { medianInWorker } from '../../../scripts/bench/worker-median.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import { planBands } from '../../pacing/index.ts';
import { gpxTrackPoints, recordRun, runFit } from '../../../tests/support/recorded-runs.ts';
import { reviewCourseOf, reviewPlanOf } from '../services/review-inputs.ts';
import type { ReviewOutcome, ReviewTask } from '../services/review-worker.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/boston-marathon.gpx');
const RUNS = 9;

export default async function bench(): Promise<void> {
  const bytes = new Uint8Array(readFileSync(FIXTURE));
  const course = buildCourseProfile(bytes, 'boston-marathon.gpx');
  const plan = planBands({ settings: { bands: [{ goal: '4:00:00' }], half: true }, course })[0]!;
  // 42.4 km of track in 4 hours, a fix a second, heart rate on every record.
  const points = recordRun(gpxTrackPoints(readFileSync(FIXTURE, 'utf8')), {
    seed: 5,
    speedMps: course.distanceM / 14_400,
    heartRateAt: (m) => 140 + m / 1000,
    watchFactor: 1.01,
  });
  const fit = runFit(points, { sport: 'running' });
  const { ms, last } = await medianInWorker<ReviewTask, ReviewOutcome>(
    { file: 'modules/race-review/services/review-worker.ts', inline: async () => (await import('../services/review-worker.ts')).default },
    { bytes: fit, fileName: 'race.fit', plan: reviewPlanOf(plan), course: reviewCourseOf(course), options: {} },
    { runs: RUNS, warmUps: 2, refused: 'review refused' },
  );
  console.log(
    `Boston, 4:00:00 band (${last.review.rows.length} rows), one-second FIT of ${points.length} records (${Math.round(fit.length / 1024)} KB), in a worker, median of ${RUNS} after 2 warm-up`,
  );
  console.log(`  read, place, align         : ${ms.toFixed(0)} ms (target < 1000 ms)`);
}
