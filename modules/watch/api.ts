import type { Context } from 'hono';
import type { Locale } from '../../src/i18n/locales.ts';
import { BadRequestError, InvalidParametersError } from '../../src/lib/http-errors.ts';
import type { CourseProfile } from '../course-files/index.ts';
import type { BandPlan } from '../pacing/index.ts';
import { watchFileHeaders, WatchFileError } from './services/watch-file.ts';
import { writeWatchFile } from './services/watch-pool.ts';
import { parseWatchQuery, watchFileField, watchFileMessage } from './services/watch-query.ts';

export interface WatchSource {
  /** The plans of the band's settings; the files follow the first. */
  plans: BandPlan[];
  title?: string;
  course: CourseProfile | null;
  walkMps: number;
}

/**
 * The answer to a watch-file request: `?kind=` and `?tolerance=` read (a wrong one is a 400 with
 * the field's message), the file written in the worker pool and sent as an attachment (a workout
 * whose rows were merged to fit the watches' step limit says so in X-Workout-Steps-Merged). A
 * course file without a course is a 400 too, whose field is `courseUuid`; a workout whose walk
 * breaks alone exceed the limit is one on `kind`.
 */
export async function watchFileResponse(c: Context, locale: Locale, source: WatchSource, kindParam?: string): Promise<Response> {
  const query = parseWatchQuery(kindParam ?? c.req.query('kind'), c.req.query('tolerance'), locale);
  if (!query.ok) throw new InvalidParametersError(query.errors);
  const plan = source.plans[0];
  if (!plan) throw new BadRequestError();
  try {
    const file = await writeWatchFile(query.kind, plan, {
      title: source.title,
      locale,
      course: source.course,
      toleranceSeconds: query.toleranceSeconds,
      walkMps: source.walkMps,
    });
    return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, watchFileHeaders(file));
  } catch (error) {
    if (!(error instanceof WatchFileError)) throw error;
    const message = watchFileMessage(locale, error.code, error.params);
    throw new InvalidParametersError({ [watchFileField(error.code)]: [message] });
  }
}
