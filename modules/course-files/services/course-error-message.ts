import { fillTemplate } from '../../../src/lib/message-template.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { courseFileTemplates } from '../locales/messages.ts';
import type { CourseFileError } from './course-file-error.ts';

/**
 * Formats an error for people who are not using the web UI (the CLI, logs). Same `{param}`
 * syntax as typesafe-i18n, so the web layer can pass code + params to its own translator instead.
 */
export function courseErrorMessage(error: CourseFileError, locale: Locale = 'en'): string {
  const template = courseFileTemplates(locale)[error.code];
  return fillTemplate(template, error.params, locale);
}
