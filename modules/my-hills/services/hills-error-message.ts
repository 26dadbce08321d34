import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { CourseFileError, courseErrorMessage, type CourseFileErrorCode, type CourseFileErrorParams } from '../../course-files/index.ts';
import { dictionary } from '../locales/messages.ts';
import { isHillsError } from './hills-error.ts';

/** A refused set of runs in the user's language, or null when `error` is not a refusal (a bug). */
export function hillsErrorMessage(error: unknown, locale: Locale): string | null {
  if (!isHillsError(error)) return null;
  const { cause, ...params } = error.params;
  const reason =
    error.code === 'unreadable' && typeof cause === 'string'
      ? courseErrorMessage(new CourseFileError(cause as CourseFileErrorCode, params as CourseFileErrorParams), locale)
      : '';
  return fillTemplate(dictionary(locale).errors[error.code], { ...params, reason }, locale);
}
