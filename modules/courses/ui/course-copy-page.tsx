import { unstable_notFound as notFound } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { findCourseSummary } from '../data/course.repository.ts';
import { canViewCourse } from '../services/course-permissions.ts';
import { coursesApiPaths } from '../api-paths.ts';

/** course.copy (auth): confirms, then POSTs; the API creates the private copy and opens its edit page. */
export async function CourseCopyPage({ locale, params }: RoutePageProps) {
  const L = t(locale).courses;
  const viewer = await getViewer();
  const course = await findCourseSummary(requestEm(), params.uuid ?? '');
  if (!course || !canViewCourse(viewer, course)) notFound();
  const title = L.titles.copy({ title: course.title });
  return (
    <div className="card">
      <PageTop locale={locale} route="course.copy" params={{ uuid: course.uuid }} title={title} noindex />
      <p>{L.copy.intro({ title: course.title })}</p>
      <form method="post" action={coursesApiPaths.routes.copy.href({ uuid: course.uuid })}>
        <input type="hidden" name="locale" value={locale} />
        <button className="btn" type="submit">
          {L.copy.submit()}
        </button>
      </form>
    </div>
  );
}
