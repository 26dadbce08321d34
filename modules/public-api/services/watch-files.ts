import type { Locale } from '../../../src/i18n/locales.ts';
import { ValidationError } from '../../../src/lib/http-errors.ts';
import type { BuildSettings } from '../../band-builder/index.ts';
import type { CourseProfile } from '../../courses/index.ts';
import type { BandPlan } from '../../pacing/index.ts';
import {
  parseWatchQuery,
  walkMpsOf,
  watchFileField,
  watchFileMessage,
  WatchFileError,
  writeWatchFile,
  type WatchFile,
} from '../../watch/index.ts';

/**
 * The first band's plan as a watch file (modules/watch): the kind and the pace range checked with
 * the watch module's messages, a course file without a course a 422 on `courseUuid`, a workout
 * whose walk breaks alone exceed the watches' step limit a 422 on `kind`.
 */
export async function watchBandFile(
  kind: string,
  tolerance: string | undefined,
  planned: { settings: BuildSettings; plans: BandPlan[]; course: CourseProfile | undefined },
  locale: Locale,
): Promise<WatchFile> {
  const query = parseWatchQuery(kind, tolerance, locale);
  if (!query.ok) throw new ValidationError(query.errors);
  // The settings' schema asks for one band at least.
  const plan = planned.plans[0]!;
  try {
    return await writeWatchFile(query.kind, plan, {
      title: planned.settings.band.title,
      locale,
      course: planned.course ?? null,
      toleranceSeconds: query.toleranceSeconds,
      walkMps: walkMpsOf(planned.settings.plan),
    });
  } catch (error) {
    if (!(error instanceof WatchFileError)) throw error;
    throw new ValidationError({ [watchFileField(error.code)]: [watchFileMessage(locale, error.code, error.params)] });
  }
}
