/** Refusals of "My hills" (issue 27 point 3), each a code of the module's catalogue (locales/). */
export const HILLS_ERROR_CODES = ['tooFewRuns', 'tooManyRuns', 'noTimes', 'noHeights', 'cycling', 'runUnusable', 'unreadable'] as const;
export type HillsErrorCode = (typeof HILLS_ERROR_CODES)[number];
export type HillsErrorParams = Record<string, string | number>;

export class HillsError extends Error {
  override readonly name = 'HillsError';
  constructor(
    readonly code: HillsErrorCode,
    readonly params: HillsErrorParams = {},
  ) {
    super(code);
  }
}

export function isHillsError(error: unknown): error is HillsError {
  return error instanceof HillsError || (error as Error | null)?.name === 'HillsError';
}
