/** Refusals of the race review's own (the courses module's CourseFileError covers reading and placing the file). */
export const REVIEW_ERROR_CODES = ['cycling', 'distanceMismatch', 'noFile'] as const;
export type ReviewErrorCode = (typeof REVIEW_ERROR_CODES)[number];
export type ReviewErrorParams = Record<string, string | number>;

export class RaceReviewError extends Error {
  override readonly name = 'RaceReviewError';
  constructor(
    readonly code: ReviewErrorCode,
    readonly params: ReviewErrorParams = {},
  ) {
    super(code);
  }
}

export function isRaceReviewError(error: unknown): error is RaceReviewError {
  return error instanceof RaceReviewError || (error as Error | null)?.name === 'RaceReviewError';
}
