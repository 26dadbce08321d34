import { Hono } from 'hono';
import { heavyRequest } from '../../../src/host/admission.ts';
import { shareImageAnswer } from '../../../src/host/share-image/share-answer.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { findCourseByUuid, findCourseSummary } from '../data/course.repository.ts';
import { courseCardContent } from '../services/course-share-card.ts';
import { titleImageAnswer } from './title-image-routes.ts';

/**
 * GET /og/courses/<uuid>.png?lang=fr: the course's share card, its elevation profile drawn on the
 * server (src/host/share-image/, in the worker pool, ETag of its content). Only courses every
 * visitor may see have one: a private course's card is a 404 like its page.
 * GET /og/courses/<uuid>/title.jpg?v=…: the card made from the course's title image, when it has
 * one (same rule: link previews come without a session).
 */
export const courseShareImages = new Hono()
  .get('/:file{[0-9a-fA-F-]+\\.png}', heavyRequest, async (c) => {
    const course = await findCourseByUuid(requestEm(), c.req.param('file').slice(0, -'.png'.length));
    if (!course || course.status === 'private') return c.notFound();
    return shareImageAnswer(c, courseCardContent(course, toLocale(c.req.query('lang'))));
  })
  .get('/:uuid{[0-9a-fA-F-]+}/title.jpg', async (c) => {
    const course = await findCourseSummary(requestEm(), c.req.param('uuid'));
    if (course?.status !== 'public' && course?.status !== 'obsolete') return c.notFound();
    return (await titleImageAnswer(c, course, 'card')) ?? c.notFound();
  });
