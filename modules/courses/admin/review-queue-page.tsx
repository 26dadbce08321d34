import '../routes.ts';
import { Link } from 'waku';
import { requireRole } from '../../../src/auth/viewer.server.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { formState, readFlash } from '../../../src/host/forms/flash.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { Field, FormMessage, PostForm } from '../../../src/ui/form.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { findUserContact } from '../../accounts/index.ts';
import { listWaitingReviews } from '../data/course-review.repository.ts';
import { t } from '../locales/pages/messages.ts';
import { ANSWER_MAX } from '../services/course-review.ts';
import { formatDate } from '../ui/course-format.ts';

/**
 * admin.courses.review (staff): private courses their owners ask to publish, oldest first, with
 * the owner, the date, the note and the three answers (publish, mark obsolete, answer by mail).
 */
export async function ReviewQueuePage({ locale }: RoutePageProps) {
  await requireRole(STAFF_ROLES);
  const R = t(locale).courses.review;
  const em = requestEm();
  const [waiting, flash] = await Promise.all([listWaitingReviews(em), readFlash()]);
  const owners = await Promise.all(waiting.map((course) => (course.ownerId ? findUserContact(em, course.ownerId) : null)));
  return (
    <div className="stack">
      <PageHead locale={locale} route="admin.courses.review" title={R.title()} noindex />
      <h1>{R.title()}</h1>
      <p className="muted">{R.intro()}</p>
      <FormMessage flash={flash} form="review" />
      <p>{R.count({ count: String(waiting.length) })}</p>
      {waiting.length === 0 ? (
        <p>{R.empty()}</p>
      ) : (
        <ul className="stack review-queue" aria-label={R.title()}>
          {waiting.map((course, i) => {
            const owner = owners[i];
            const answer = formState(flash, `answer-${course.uuid}`);
            const action = (name: string) => `/api/courses/${course.uuid}/review/${name}`;
            return (
              <li key={course.uuid} className="card stack" data-uuid={course.uuid}>
                <h2 className="h3">
                  <Link to={routePath(locale, 'course.show', { slug: course.slug })}>{course.title}</Link>
                </h2>
                <dl className="facts">
                  <dt>{R.owner()}</dt>
                  <dd>{course.ownerId === null ? R.teamOwned() : owner ? `${owner.name} <${owner.email}>` : R.unknownOwner()}</dd>
                  <dt>{R.requested()}</dt>
                  <dd>{course.publishRequestedAt ? formatDate(course.publishRequestedAt, locale) : '—'}</dd>
                  <dt>{R.noteColumn()}</dt>
                  <dd>{course.publishRequestNote ?? '—'}</dd>
                </dl>
                <div className="actions">
                  <PostForm action={action('publish')} locale={locale} className="inline-form">
                    <button type="submit" className="btn" aria-label={R.publishLabel({ title: course.title })}>
                      {R.publish()}
                    </button>
                  </PostForm>{' '}
                  <PostForm action={action('obsolete')} locale={locale} className="inline-form">
                    <button type="submit" className="btn btn-secondary" aria-label={R.obsoleteLabel({ title: course.title })}>
                      {R.obsolete()}
                    </button>
                  </PostForm>
                </div>
                <PostForm action={action('answer')} locale={locale} label={R.answerLabel({ title: course.title })} className="stack">
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
                  <div>
                    <button type="submit" className="btn btn-secondary">
                      {R.sendAnswer()}
                    </button>
                  </div>
                </PostForm>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
