import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { courseErrorMessage, isCourseFileError } from '../../course-files/index.ts';
import { dictionary } from '../locales/messages.ts';
import { isRaceReviewError } from './review-error.ts';

/** A refused race file in the user's language, or null when `error` is not a refusal (a bug). */
export function reviewErrorMessage(error: unknown, locale: Locale): string | null {
  if (isRaceReviewError(error)) return fillTemplate(dictionary(locale).raceReview.errors[error.code], error.params, locale);
  if (isCourseFileError(error)) return courseErrorMessage(error, locale);
  return null;
}
