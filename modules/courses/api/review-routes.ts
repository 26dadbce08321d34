import { Hono, type Context } from 'hono';
import { needsVerifiedEmail, type Viewer } from '../../../src/auth/access.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { env } from '../../../src/host/env.server.ts';
import { fieldErrors, keptValues, readFormPost, type FormPost } from '../../../src/host/forms/form-post.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../../src/lib/http-errors.ts';
import { recordAudit } from '../../admin/index.ts';
import { findCourseReview, requestPublication, settleReview, type CourseReviewDto } from '../data/course-review.repository.ts';
import { t } from '../locales/messages.ts';
import { isStaff } from '../services/course-permissions.ts';
import {
  ANSWER_MAX,
  coursePublishedMail,
  NOTE_MAX,
  publishRequestSchema,
  reviewAnswerMail,
  reviewAnswerSchema,
  type ReviewAction,
} from '../services/course-review.ts';
import { formatDate } from '../ui/course-format.ts';
import '../routes.ts';
import type { CoursesApiDeps } from './api-deps.ts';
import { coursesApiPaths } from '../api-paths.ts';

const origin = (url: string) => (env().PUBLIC_URL ?? new URL(url).origin).replace(/\/+$/, '');

/** The staff member asking, checked here on the server (the audit trail names them): 401 for guests, 403 for members. */
async function staffOnly(deps: CoursesApiDeps, c: Context): Promise<Extract<Viewer, { kind: 'user' }>> {
  const viewer = await deps.viewer(c);
  if (viewer.kind !== 'user') throw new UnauthenticatedError();
  if (!isStaff(viewer)) throw new ForbiddenError();
  return viewer;
}

function success(post: FormPost, to: string, form: string, text: string) {
  return post.redirect(to, { flash: { form, errors: {}, values: {}, message: { kind: 'success', text } } });
}

/**
 * The review queue (SPEC 4: a private course becomes public through the team): the owner asks,
 * the team publishes, marks obsolete or answers. Plain form posts, answered with post-redirect-get.
 */
export function reviewRoutes(deps: CoursesApiDeps) {
  const app = new Hono();

  app.post(coursesApiPaths.routes.publishRequest.pattern, async (c) => {
    const viewer = await deps.viewer(c);
    if (viewer.kind !== 'user') throw new UnauthenticatedError();
    const post = await readFormPost(c);
    const R = t(post.locale).courses.review;
    const em = requestEm();
    const course = await findCourseReview(em, c.req.param('uuid'));
    // Only the owner asks; anyone else learns nothing about the course (404, as on its page).
    if (!course || course.ownerId === null || course.ownerId !== viewer.id) throw new NotFoundError();
    const back =
      post.fields.back === 'index' ? routePath(post.locale, 'course.index') : routePath(post.locale, 'course.show', { slug: course.slug });
    const refuse = (errors: Record<string, string[]>, text: string) =>
      post.redirect(back, {
        flash: { form: 'publish-request', errors, values: keptValues(post.fields), message: { kind: 'error', text } },
      });
    if (needsVerifiedEmail(viewer)) return refuse({}, t(post.locale).errors.verifyEmailFirst());
    const parsed = publishRequestSchema.safeParse(post.fields);
    if (!parsed.success) {
      const errors = fieldErrors(parsed.error, () => R.noteTooLong({ max: String(NOTE_MAX) }));
      return refuse(errors, errors.note?.[0] ?? R.noteTooLong({ max: String(NOTE_MAX) }));
    }
    const outcome = await requestPublication(em, course.uuid, { note: parsed.data.note || null, locale: post.locale });
    if (outcome === 'missing') throw new NotFoundError();
    if (outcome === 'not-private') return refuse({}, R.notPrivate());
    if (outcome === 'pending') {
      const since = (await findCourseReview(em, course.uuid))?.publishRequestedAt;
      return refuse({}, R.alreadyPending({ date: since ? formatDate(since, post.locale) : '' }));
    }
    return success(post, back, 'publish-request', R.asked({ title: course.title }));
  });

  // The team's three answers. The role is checked before the course is looked up.
  app.post(coursesApiPaths.routes.review.pattern, async (c) => {
    const action = c.req.param('action') as ReviewAction;
    const viewer = await staffOnly(deps, c);
    const post = await readFormPost(c);
    const R = t(post.locale).courses.review;
    const em = requestEm();
    const course = await findCourseReview(em, c.req.param('uuid'));
    if (!course) throw new NotFoundError();
    const queue = routePath(post.locale, 'admin.courses.review');
    const url = `${origin(c.req.url)}${routePath(toLocale(course.publishRequestLocale), 'course.show', { slug: course.slug })}`;
    const owner = course.ownerId ? await deps.ownerContact(course.ownerId) : null;
    const facts = owner ? { to: owner, title: course.title, url, locale: course.publishRequestLocale } : null;
    let settled: CourseReviewDto | null;
    let text: string;
    if (action === 'answer') {
      const parsed = reviewAnswerSchema.safeParse(post.fields);
      if (!parsed.success) {
        const errors = { answer: [R.answerRequired({ max: String(ANSWER_MAX) })] };
        return post.redirect(queue, { flash: { form: `answer-${course.uuid}`, errors, values: keptValues(post.fields) } });
      }
      settled = await settleReview(em, course.uuid, { answer: parsed.data.answer });
      if (facts) await deps.mailer().send(reviewAnswerMail({ ...facts, answer: parsed.data.answer }));
      text = R.answered({ title: course.title });
    } else if (action === 'publish') {
      settled = await settleReview(em, course.uuid, { status: 'public' });
      if (facts) await deps.mailer().send(coursePublishedMail(facts));
      text = R.published({ title: course.title });
    } else {
      settled = await settleReview(em, course.uuid, { status: 'obsolete' });
      text = R.madeObsolete({ title: course.title });
    }
    if (!settled) throw new NotFoundError();
    await recordAudit(viewer, `course.${action}`, `${course.slug}`, { status: settled.status });
    return success(post, queue, 'review', text);
  });
  return app;
}
