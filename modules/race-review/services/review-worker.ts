/**
 * The race review's worker-thread entry (src/host/worker-pool.ts): a recorded race's bytes and
 * its band's plan in, the review out, off the web process's event loop. A refusal travels as its
 * kind, code and parameters and is thrown again on the caller's side.
 */
import { isCourseFileError, type CourseFileErrorCode } from '../../course-files/index.ts';
import { isRaceReviewError, type ReviewErrorCode, type ReviewErrorParams } from './review-error.ts';
import { reviewRaceFile, type ReviewOptions } from './review-run.ts';
import type { RaceReview, ReviewCourse, ReviewPlan } from './review-types.ts';

export interface ReviewTask {
  bytes: Uint8Array;
  fileName: string;
  plan: ReviewPlan;
  course: ReviewCourse | null;
  options: ReviewOptions;
}

export type ReviewOutcome =
  | { ok: true; review: RaceReview }
  | { ok: false; kind: 'course'; code: CourseFileErrorCode; params: ReviewErrorParams }
  | { ok: false; kind: 'review'; code: ReviewErrorCode; params: ReviewErrorParams };

export default async function reviewTask(task: ReviewTask): Promise<ReviewOutcome> {
  try {
    return { ok: true, review: reviewRaceFile(task.bytes, task.fileName, task.plan, task.course, task.options) };
  } catch (error) {
    if (isRaceReviewError(error)) return { ok: false, kind: 'review', code: error.code, params: error.params };
    if (isCourseFileError(error)) return { ok: false, kind: 'course', code: error.code, params: error.params as ReviewErrorParams };
    throw error;
  }
}
