import { unstable_notFound as notFound } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { findCourseByUuid } from '../data/course.repository.ts';
import { canEditCourse } from '../services/course-permissions.ts';
import { CourseForm } from './course-form.client.tsx';
import { courseFormProps } from './form-props.ts';

/** course.create (auth): an empty form; the upload previews before anything is saved. */
export async function CourseCreatePage({ locale }: RoutePageProps) {
  const L = t(locale).courses;
  const viewer = await getViewer();
  const index = routePath(locale, 'course.index');
  return (
    <div>
      <PageTop locale={locale} route="course.create" title={L.titles.create()} noindex />
      <CourseForm {...courseFormProps(locale, viewer, null, index)} />
    </div>
  );
}

/** course.edit (auth): only for the owner and the team; anyone else gets 404. */
export async function CourseEditPage({ locale, params }: RoutePageProps) {
  const L = t(locale).courses;
  const viewer = await getViewer();
  const course = await findCourseByUuid(requestEm(), params.uuid ?? '');
  if (!course || !canEditCourse(viewer, course)) notFound();
  const title = L.titles.edit({ title: course.title });
  const show = routePath(locale, 'course.show', { slug: course.slug });
  return (
    <div>
      <PageTop locale={locale} route="course.edit" params={{ uuid: course.uuid }} title={title} noindex />
      <CourseForm {...courseFormProps(locale, viewer, course, show)} />
    </div>
  );
}
