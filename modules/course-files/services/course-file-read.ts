import path from 'node:path';
import { readCommandFile } from '../../../src/cli/command-file.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { buildCourseProfile } from './build-course-profile.ts';
import { courseErrorMessage } from './course-error-message.ts';
import { isCourseFileError } from './course-file-error.ts';
import type { CourseProfile } from './course-profile.ts';

/**
 * A course file named on the command line (plan, band, watch, actual), as a profile. A file that
 * cannot be read, or that is refused, becomes `refuse(line)`: one line saying which file and why,
 * in `locale`, which the command prints as its usage error.
 */
export async function readCourseFile(file: string, locale: Locale, refuse: (line: string) => Error): Promise<CourseProfile> {
  const bytes = await readCommandFile(file, refuse);
  try {
    return buildCourseProfile(bytes, path.basename(file));
  } catch (error) {
    if (isCourseFileError(error)) throw refuse(`${path.basename(file)}: ${courseErrorMessage(error, locale)}`);
    throw error;
  }
}
