import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../entities/course.entity.ts';
import type { CourseStatus } from '../services/course-types.ts';
import { isUuid } from '../../../src/lib/uuid.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

/** Where a course stands in the review queue, as the owner's pages and the team's screen show it. */
export interface CourseReviewDto {
  uuid: string;
  slug: string;
  title: string;
  status: CourseStatus;
  ownerId: string | null;
  /** ISO 8601, or null when nothing is waiting. */
  publishRequestedAt: string | null;
  publishRequestNote: string | null;
  publishRequestLocale: string | null;
  reviewAnswer: string | null;
  reviewAnsweredAt: string | null;
}

function toReviewDto(course: Course): CourseReviewDto {
  return dtoFields(course, [
    'uuid',
    'slug',
    'title',
    'status',
    'ownerId',
    'publishRequestedAt',
    'publishRequestNote',
    'publishRequestLocale',
    'reviewAnswer',
    'reviewAnsweredAt',
  ]);
}

export async function findCourseReview(em: EntityManager, uuid: string): Promise<CourseReviewDto | null> {
  if (!isUuid(uuid)) return null;
  const course = await em.findOne(Course, { uuid, deletedAt: null });
  return course ? toReviewDto(course) : null;
}

/**
 * Puts a private course in the queue. One conditional update, so two requests at once (two tabs,
 * a double click) cannot both pass: 'pending' when one is already waiting.
 */
export async function requestPublication(
  em: EntityManager,
  uuid: string,
  request: { note: string | null; locale: string },
  now = new Date(),
): Promise<'requested' | 'pending' | 'not-private' | 'missing'> {
  if (!isUuid(uuid)) return 'missing';
  const changed = await em.nativeUpdate(
    Course,
    { uuid, deletedAt: null, status: 'private', publishRequestedAt: null },
    { publishRequestedAt: now, publishRequestNote: request.note, publishRequestLocale: request.locale },
  );
  if (changed === 1) return 'requested';
  const course = await em.findOne(Course, { uuid, deletedAt: null }, { fields: ['status', 'publishRequestedAt'] });
  if (!course) return 'missing';
  return course.status !== 'private' ? 'not-private' : 'pending';
}

/** The team's decision: a new status (publish, obsolete) and/or an answer; the course leaves the queue. */
export async function settleReview(
  em: EntityManager,
  uuid: string,
  decision: { status?: CourseStatus; answer?: string },
  now = new Date(),
): Promise<CourseReviewDto | null> {
  if (!isUuid(uuid)) return null;
  const course = await em.findOne(Course, { uuid, deletedAt: null });
  if (!course) return null;
  if (decision.status) course.status = decision.status;
  if (decision.answer !== undefined) {
    course.reviewAnswer = decision.answer;
    course.reviewAnsweredAt = now;
  }
  course.publishRequestedAt = null;
  await em.flush();
  return toReviewDto(course);
}

/** The queue, oldest request first. */
export async function listWaitingReviews(em: EntityManager, limit = 200): Promise<CourseReviewDto[]> {
  const courses = await em.find(
    Course,
    { publishRequestedAt: { $ne: null }, status: 'private', deletedAt: null },
    { orderBy: { publishRequestedAt: 'asc', uuid: 'asc' }, limit },
  );
  return courses.map(toReviewDto);
}

export function countWaitingReviews(em: EntityManager): Promise<number> {
  return em.count(Course, { publishRequestedAt: { $ne: null }, status: 'private', deletedAt: null });
}
