import { Link } from '../../../src/ui/link.client.tsx';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { listOwnerCourses } from '../data/course.repository.ts';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { FormMessage } from '../../../src/ui/form.tsx';
import { distanceLabel, formatDate } from './course-format.ts';
import { coursesApiPaths } from '../api-paths.ts';

/** course.index (auth): the viewer's courses with their status; edit, copy and (soft) delete. */
export async function MyCoursesPage({ locale }: RoutePageProps) {
  const L = t(locale).courses;
  const viewer = await getViewer();
  const [courses, flash] = await Promise.all([viewer.kind === 'user' ? listOwnerCourses(requestEm(), viewer.id) : [], readFlash()]);
  return (
    <div className="stack">
      <PageTop locale={locale} route="course.index" title={L.titles.index()} noindex />
      <FormMessage flash={flash} form="publish-request" />
      <FormMessage flash={flash} form="course-list" />
      <p>
        <Link className="btn" to={routePath(locale, 'course.create')}>
          {L.index.add()}
        </Link>
      </p>
      {courses.length === 0 ? (
        <p>{L.index.empty()}</p>
      ) : (
        <div className="table-scroll">
          <table className="my-courses">
            <thead>
              <tr>
                <th scope="col">{L.index.course()}</th>
                <th scope="col">{L.index.distance()}</th>
                <th scope="col">{L.index.status()}</th>
                <th scope="col">{L.index.updated()}</th>
                <th scope="col">{L.index.actions()}</th>
              </tr>
            </thead>
            <tbody>
              {courses.map((course) => (
                <tr key={course.uuid} data-uuid={course.uuid}>
                  <th scope="row">
                    <Link to={routePath(locale, 'course.show', { slug: course.slug })}>{course.title}</Link>
                  </th>
                  <td>{distanceLabel(course, locale, { half: L.choices.half(), marathon: L.choices.marathon() })}</td>
                  <td>
                    {L.status[course.status]()}
                    {course.publishRequested && <span className="muted"> ({L.review.waiting()})</span>}
                  </td>
                  <td>{formatDate(course.updatedAt, locale)}</td>
                  <td className="actions">
                    <Link
                      to={routePath(locale, 'course.edit', { uuid: course.uuid })}
                      aria-label={L.index.editLabel({ title: course.title })}
                    >
                      {L.index.edit()}
                    </Link>{' '}
                    <Link
                      to={routePath(locale, 'course.copy', { uuid: course.uuid })}
                      aria-label={L.index.copyLabel({ title: course.title })}
                    >
                      {L.index.copy()}
                    </Link>{' '}
                    {course.status === 'private' && !course.publishRequested && (
                      <form
                        method="post"
                        action={coursesApiPaths.routes.publishRequest.href({ uuid: course.uuid })}
                        className="inline-form"
                      >
                        <input type="hidden" name="locale" value={locale} />
                        <input type="hidden" name="back" value="index" />
                        <button type="submit" className="btn btn-secondary" aria-label={L.review.askLabel({ title: course.title })}>
                          {L.review.ask()}
                        </button>
                      </form>
                    )}{' '}
                    <form
                      method="post"
                      action={coursesApiPaths.routes.delete.href({ uuid: course.uuid })}
                      className="inline-form"
                      data-confirm="delete"
                    >
                      <input type="hidden" name="locale" value={locale} />
                      <button type="submit" className="btn btn-secondary" aria-label={L.index.deleteLabel({ title: course.title })}>
                        {L.index.delete()}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
