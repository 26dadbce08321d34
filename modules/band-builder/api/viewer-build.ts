import type { Context } from 'hono';
import type { Viewer } from '../../../src/auth/access.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { findTheme } from '../../band-themes/index.ts';
import { getCourseForBuild, type CourseProfile } from '../../courses/index.ts';
import { dictionary } from '../locales/messages.ts';
import { onCourse, readBandDefinition } from '../services/build/band-definition.ts';
import { viewerHills } from '../services/build/member-hills.server.ts';
import { prepareBuild, refusalError } from '../services/build/prepare-build.ts';

/**
 * A band definition sent to an API route, planned for the asking viewer: its course loaded as they
 * may see it (someone else's private course is not found), its theme, their own hills. A
 * refusal is thrown (refusalError); otherwise the prepared build and the course it used.
 */
export async function viewerBuild(
  c: Context,
  viewerOf: (c: Context) => Promise<Viewer>,
  locale: Locale,
  definition: unknown,
  courseUuid: string | undefined,
) {
  let course: CourseProfile | null = null;
  const read = readBandDefinition(definition);
  const prepared = await prepareBuild(
    read ? onCourse(read, courseUuid) : null,
    locale,
    async (uuid) => (course = (await getCourseForBuild(requestEm(), uuid, await viewerOf(c)))?.profile ?? null),
    dictionary(locale).builder.race.courseNotFound,
    (id) => findTheme(requestEm(), id),
    viewerHills(() => viewerOf(c)),
  );
  if (!prepared.ok) throw refusalError(prepared);
  return { ...prepared, course: course as CourseProfile | null };
}
