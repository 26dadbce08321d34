import { defaultThreads, serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import { CourseFileError, type CourseFileErrorParams } from '../../course-files/index.ts';
import { RaceReviewError } from './review-error.ts';
import type { ReviewOutcome, ReviewTask } from './review-worker.ts';
import type { RaceReview, ReviewCourse, ReviewPlan } from './review-types.ts';

/** Race files read at once, and waiting beyond them (one more is a 503 with Retry-After). */
const QUEUE = 8;

const pool = workerPool<ReviewTask, ReviewOutcome>(
  { file: 'modules/race-review/services/review-worker.ts', threads: serverThreads(defaultThreads()), maxQueue: QUEUE },
  async () => (await import('./review-worker.ts')).default,
);

/**
 * A recorded race judged against its band's plan, in the shared worker pool (a 4-hour one-second
 * FIT is 15,000 records): read, checked, placed on the course and aligned on the rows. Refusals
 * are the courses module's CourseFileError (file, place) or a RaceReviewError (a ride, a distance).
 * The bytes are moved to the worker, not copied: the caller must not use them afterwards.
 */
export async function reviewRace(
  bytes: Uint8Array,
  fileName: string,
  plan: ReviewPlan,
  course: ReviewCourse | null,
  options: { maxBytes?: number } = {},
): Promise<RaceReview> {
  const owned = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];
  const outcome = await pool.run({ bytes, fileName, plan, course, options }, owned);
  if (outcome.ok) return outcome.review;
  if (outcome.kind === 'review') throw new RaceReviewError(outcome.code, outcome.params);
  throw new CourseFileError(outcome.code, outcome.params as CourseFileErrorParams);
}
