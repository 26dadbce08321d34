import '../routes.ts';
import { Link } from '../../../src/ui/link.client.tsx';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { AdminHeader } from '../../../src/ui/admin-editor.tsx';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { parseTableQuery, sortAndPage } from '../../../src/ui/table-query.ts';
import { findUserContact } from '../../accounts/index.ts';
import { listWaitingReviews } from '../data/course-review.repository.ts';
import { listSuggestedHeights } from '../data/course-heights.repository.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { PendingHeights } from '../../course-heights/index.ts';
import { t } from '../locales/messages.ts';
import { ANSWER_MAX } from '../services/course-review.ts';
import { formatDate } from '../ui/course-format.ts';
import { coursesApiPaths } from '../api-paths.ts';

const REVIEW_TABLE = { sorts: ['title', 'requested'] as const, defaultSort: 'requested' as const };

/**
 * admin.courses.review (staff): private courses their owners ask to publish, oldest first, with
 * the owner, the date, the note and the three answers (publish, mark obsolete, answer by mail).
 */
export async function ReviewQueuePage({ locale, query }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const R = t(locale).courses.review;
  const em = requestEm();
  const [waiting, flash, suggested] = await Promise.all([listWaitingReviews(em), readFlash(), listSuggestedHeights(em)]);
  const suggestedCourses = await Promise.all(suggested.map((s) => findCourseByUuid(em, s.courseUuid)));
  const H = t(locale).courses.heights;
  type Waiting = (typeof waiting)[number];
  const state = parseTableQuery(query, REVIEW_TABLE);
  const { rows, window } = sortAndPage(waiting, state, { title: (c) => c.title, requested: (c) => c.publishRequestedAt }, locale);
  const owners = new Map(
    await Promise.all(
      rows.map(async (course) => [course.uuid, course.ownerId ? await findUserContact(em, course.ownerId) : null] as const),
    ),
  );
  const action = (course: Waiting, name: string) => coursesApiPaths.routes.review.href({ uuid: course.uuid, action: name });
  const columns: Array<Column<Waiting, (typeof REVIEW_TABLE.sorts)[number]>> = [
    {
      label: R.course(),
      sort: 'title',
      rowHeader: true,
      cell: (course) => <Link to={routePath(locale, 'course.show', { slug: course.slug })}>{course.title}</Link>,
    },
    {
      label: R.owner(),
      cell: (course) => {
        const owner = owners.get(course.uuid);
        return course.ownerId === null ? R.teamOwned() : owner ? `${owner.name} <${owner.email}>` : R.unknownOwner();
      },
    },
    {
      label: R.requested(),
      sort: 'requested',
      cell: (course) => (course.publishRequestedAt ? formatDate(course.publishRequestedAt, locale) : '—'),
    },
    { label: R.noteColumn(), cell: (course) => course.publishRequestNote ?? '—' },
    {
      label: R.actions(),
      cell: (course) => {
        const answer = formState(flash, `answer-${course.uuid}`);
        return (
          <div className="review-actions" data-uuid={course.uuid}>
            <PostForm action={action(course, 'publish')} locale={locale} className="inline-form">
              <button type="submit" className="btn" aria-label={R.publishLabel({ title: course.title })}>
                {R.publish()}
              </button>
            </PostForm>{' '}
            <PostForm action={action(course, 'obsolete')} locale={locale} className="inline-form">
              <button type="submit" className="btn btn-secondary" aria-label={R.obsoleteLabel({ title: course.title })}>
                {R.obsolete()}
              </button>
            </PostForm>
            <details open={Object.keys(answer.errors).length > 0}>
              <summary>{R.answer()}</summary>
              <PostForm action={action(course, 'answer')} locale={locale} label={R.answerLabel({ title: course.title })}>
                <Field
                  as="textarea"
                  name="answer"
                  prefix={`a-${course.uuid}`}
                  label={R.answerLabel({ title: course.title })}
                  rows={3}
                  maxLength={ANSWER_MAX}
                  value={answer.values.answer}
                  errors={answer.errors}
                  required
                />
                <button type="submit" className="btn btn-secondary">
                  {R.sendAnswer()}
                </button>
              </PostForm>
            </details>
          </div>
        );
      },
    },
  ];
  return (
    <div>
      <PageHead locale={locale} route="admin.courses.review" title={R.title()} noindex />
      <AdminHeader title={R.title()} intro={R.intro()} />
      <FormMessage flash={flash} form="review" />
      <FormMessage flash={flash} form="heights" />
      <p role="status">{R.count({ count: String(waiting.length) })}</p>
      <DataTable
        locale={locale}
        caption={R.title()}
        columns={columns}
        rows={rows}
        rowKey={(course) => course.uuid}
        view={{ state, window, query }}
        empty={R.empty()}
      />
      <section aria-labelledby="suggested-heights" className="stack">
        <h2 id="suggested-heights">{H.queueTitle()}</h2>
        <p className="muted">{H.queueIntro()}</p>
        {suggested.length === 0 ? (
          <p>{H.queueEmpty()}</p>
        ) : (
          suggested.map((s, i) => {
            const course = suggestedCourses[i];
            return course ? (
              <div key={s.id} className="stack">
                <h3 className="h4">
                  <Link to={routePath(locale, 'course.show', { slug: course.slug })}>{course.title}</Link>
                </h3>
                <PendingHeights course={course} heights={s} locale={locale} back="queue" />
              </div>
            ) : null;
          })
        )}
      </section>
    </div>
  );
}
