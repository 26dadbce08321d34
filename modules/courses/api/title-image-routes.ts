import { Hono, type Context } from 'hono';
import { requestEm } from '../../../src/db/orm.server.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { etagMatches } from '../../../src/lib/etag.ts';
import { findCourseSummary } from '../data/course.repository.ts';
import { readTitleImage, type TitleImageKind } from '../data/course-title-image.repository.ts';
import type { CourseSummaryDto } from '../data/course.dto.ts';
import { canViewCourse } from '../services/course-permissions.ts';
import type { CoursesApiDeps } from './api-deps.ts';
import { coursesApiPaths } from '../api-paths.ts';

const TYPES: Record<TitleImageKind, string> = { page: 'image/webp', card: 'image/jpeg' };

/**
 * Answers one of a course's title pictures. Its address carries the version (`?v=`): asked for
 * the current one, it is cached for good (a new picture gets a new address); without it, or for
 * an older one, for a minute. A private course's picture is cached by the viewer's browser only.
 * The ETag is the version, so a revalidation reads no bytes. Null when the course has none (or
 * it was removed since the course was read): each caller answers its own 404.
 */
export async function titleImageAnswer(c: Context, course: CourseSummaryDto, kind: TitleImageKind): Promise<Response | null> {
  if (!course.titleImage) return null;
  const etag = `"${course.titleImage.version}-${kind}"`;
  const current = c.req.query('v') === course.titleImage.version;
  const headers = {
    ETag: etag,
    'Cache-Control': `${course.status === 'private' ? 'private' : 'public'}, ${current ? 'max-age=31536000, immutable' : 'max-age=60'}`,
    'Content-Security-Policy': "default-src 'none'; sandbox",
    'X-Content-Type-Options': 'nosniff',
    // Link previews on other sites show the card.
    ...(kind === 'card' ? { 'Cross-Origin-Resource-Policy': 'cross-origin' } : {}),
  };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  const image = await readTitleImage(requestEm(), course.uuid, kind);
  if (!image) return null;
  return c.body(image.bytes as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Type': TYPES[kind] });
}

/** GET …/courses/<uuid>/title-image?v=…: the page picture, to whoever may see the course (a private one: its owner and the team). */
export function titleImageRoutes(deps: CoursesApiDeps) {
  return new Hono().get(coursesApiPaths.routes.titleImage.pattern, async (c) => {
    const course = await findCourseSummary(requestEm(), c.req.param('uuid'));
    // Not yours reads as not there, as the course page does.
    if (!course || !canViewCourse(await deps.viewer(c), course)) throw new NotFoundError();
    const answer = await titleImageAnswer(c, course, 'page');
    if (!answer) throw new NotFoundError();
    return answer;
  });
}
