import { Hono, type Context } from 'hono';
import type { Viewer } from '../../../src/auth/access.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { rateLimit } from '../../../src/host/rate-limit.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { getCourseForBuild, type CourseProfile } from '../../courses/index.ts';
import { walkMpsOf, watchFileResponse } from '../../watch/index.ts';
import { findTheme } from '../../band-themes/index.ts';
import { dictionary } from '../locales/messages.ts';
import { prepareBuild, refusalError } from '../services/build/prepare-build.ts';
import { viewerHills } from '../services/build/member-hills.server.ts';
import { decodeSettingsParam } from '../services/build/settings-link.ts';
import { onCourse, readBandDefinition } from '../services/build/band-definition.ts';
import { bandWatchApi } from '../../watch/index.ts';

const watchLimit = rateLimit({ name: 'band-watch-file', windowMs: 60_000, max: 60 });

/**
 * GET /api/bands/watch/{workout|course|gpx}: the band as a watch file (modules/watch), from the
 * build page's band definition (`s`, as its address keeps it, or a saved band's), its course
 * (`course`, loaded for the asking viewer: someone else's private course is a 404), `lang` and
 * `tolerance`. The same validation as the page's other downloads; refusals are 400 with messages.
 */
export function watchRoutes(viewerOf: (c: Context) => Promise<Viewer>) {
  return new Hono().get(bandWatchApi.routes.file.pattern, watchLimit, async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const read = readBandDefinition(decodeSettingsParam(c.req.query('s')));
    const settings = read ? onCourse(read, c.req.query('course')) : null;
    let course: CourseProfile | null = null;
    const prepared = await prepareBuild(
      settings,
      locale,
      async (uuid) => (course = (await getCourseForBuild(requestEm(), uuid, await viewerOf(c)))?.profile ?? null),
      dictionary(locale).builder.race.courseNotFound,
      (id) => findTheme(requestEm(), id),
      viewerHills(() => viewerOf(c)),
    );
    if (!prepared.ok) throw refusalError(prepared);
    const source = { plans: prepared.plans, title: prepared.settings.band.title, course, walkMps: walkMpsOf(prepared.settings.plan) };
    return watchFileResponse(c, locale, source, c.req.param('kind'));
  });
}
