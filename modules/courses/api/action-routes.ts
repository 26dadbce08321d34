import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { readFormPost } from '../../../src/host/forms/form-post.ts';
import { t } from '../../../src/i18n/messages.ts';
import { Hono, type Context } from 'hono';
import { requestEm } from '../../../src/db/orm.server.ts';
import { errorPageHtml } from '../../../src/host/error-page-html.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { copyCourse, findCourseSummary, readCourseFile, softDeleteCourse } from '../data/course.repository.ts';
import { canEditCourse, canViewCourse } from '../services/course-permissions.ts';
import { localeOf, type CoursesApiDeps } from './api-deps.ts';
import { coursesApiPaths } from '../api-paths.ts';

/** A plain HTML form's answer: 303 to a page (POST-redirect-GET). */
function seeOther(to: string): Response {
  return new Response(null, { status: 303, headers: { Location: to, 'Cache-Control': 'no-store' } });
}

/** Forms land on pages, so refusals are the site's error page, not JSON. */
function notFoundPage(c: Context, locale: Locale): Response {
  return c.html(errorPageHtml(404, locale), 404);
}

async function formLocale(c: Context): Promise<Locale> {
  const body = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
  return localeOf(c, typeof body.locale === 'string' ? { locale: body.locale } : {});
}

/** Copy and delete (HTML form posts from the copy page and "my courses"), and the original file. */
export function actionRoutes(deps: CoursesApiDeps) {
  return new Hono()
    .post(coursesApiPaths.routes.copy.pattern, async (c) => {
      const locale = await formLocale(c);
      const viewer = await deps.viewer(c);
      if (viewer.kind !== 'user') return seeOther(routePath(locale, 'login.index'));
      const em = requestEm();
      const source = await findCourseSummary(em, c.req.param('uuid'));
      if (!source || !canViewCourse(viewer, source)) return notFoundPage(c, locale);
      const copy = await copyCourse(em, source.uuid, viewer.id);
      if (!copy) return notFoundPage(c, locale);
      return seeOther(routePath(locale, 'course.edit', { uuid: copy.uuid }));
    })
    .post(coursesApiPaths.routes.delete.pattern, async (c) => {
      const post = await readFormPost(c);
      const locale = localeOf(c, post.fields.locale ? { locale: post.fields.locale } : {});
      const viewer = await deps.viewer(c);
      if (viewer.kind !== 'user') return seeOther(routePath(locale, 'login.index'));
      const em = requestEm();
      // Deleted ones too: a replayed delete (back button, double click) lands on the list again.
      const course = await findCourseSummary(em, c.req.param('uuid'), { includeDeleted: true });
      if (!course || !canEditCourse(viewer, course)) return notFoundPage(c, locale);
      const ask = await post.confirmFirst('delete', routePath(locale, 'course.index'));
      if (ask) return ask;
      await softDeleteCourse(em, course.uuid);
      return post.redirect(routePath(locale, 'course.index'), {
        flash: { form: 'course-list', errors: {}, values: {}, message: { kind: 'success', text: t(locale).notice.deleted() } },
      });
    })
    .get(coursesApiPaths.routes.file.pattern, async (c) => {
      const viewer = await deps.viewer(c);
      const em = requestEm();
      const course = await findCourseSummary(em, c.req.param('uuid'));
      if (!course || !canEditCourse(viewer, course)) throw new NotFoundError();
      const file = await readCourseFile(em, course.uuid);
      if (!file) throw new NotFoundError();
      const ascii = file.name.replace(/[^\w.-]+/g, '_');
      return c.body(file.bytes as Uint8Array<ArrayBuffer>, 200, {
        'Content-Type': file.contentType,
        'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        'Cache-Control': 'private, no-store',
      });
    });
}
