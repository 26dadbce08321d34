import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../entities/course.entity.ts';
import { CourseHeights } from '../entities/course-heights.entity.ts';
import { withHeights, type CorrectedHeights, type CourseHeightsDto, type HeightsStatus } from '../services/course-heights.ts';
import { summaryFigures } from './course-mapping.ts';
import { isUuid } from './course.repository.ts';

function toDto(row: CourseHeights): CourseHeightsDto {
  return {
    id: row.id,
    courseUuid: row.courseUuid,
    status: row.status,
    submittedBy: row.submittedBy ?? null,
    heights: row.heights,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Stores a correction waiting for a decision: the owner's preview (`proposed`) or a member's suggestion. */
export async function createHeights(
  em: EntityManager,
  data: { courseUuid: string; status: Extract<HeightsStatus, 'proposed' | 'suggested'>; submittedBy: string; heights: CorrectedHeights },
): Promise<CourseHeightsDto> {
  const row = em.create(CourseHeights, { ...data, decidedAt: null, decidedBy: null });
  await em.flush();
  return toDto(row);
}

/** A course's corrections, newest first (its history). */
export async function listCourseHeights(em: EntityManager, courseUuid: string): Promise<CourseHeightsDto[]> {
  if (!isUuid(courseUuid)) return [];
  const rows = await em.find(CourseHeights, { courseUuid }, { orderBy: { createdAt: 'desc' } });
  return rows.map(toDto);
}

/** One correction of a course, or null. */
export async function findHeights(em: EntityManager, courseUuid: string, id: string): Promise<CourseHeightsDto | null> {
  if (!isUuid(courseUuid) || !isUuid(id)) return null;
  const row = await em.findOne(CourseHeights, { id, courseUuid });
  return row ? toDto(row) : null;
}

/** Members' suggestions waiting for the team, oldest first, with their course. */
export async function listSuggestedHeights(
  em: EntityManager,
): Promise<Array<CourseHeightsDto & { course: { uuid: string; slug: string; title: string } }>> {
  const rows = await em.find(CourseHeights, { status: 'suggested' }, { orderBy: { createdAt: 'asc' } });
  const courses = await em.find(Course, { uuid: { $in: rows.map((r) => r.courseUuid) }, deletedAt: null });
  const byUuid = new Map(courses.map((c) => [c.uuid, c]));
  return rows.flatMap((row) => {
    const course = byUuid.get(row.courseUuid);
    return course ? [{ ...toDto(row), course: { uuid: course.uuid, slug: course.slug, title: course.title } }] : [];
  });
}

export async function countSuggestedHeights(em: EntityManager): Promise<number> {
  return em.count(CourseHeights, { status: 'suggested' });
}

/**
 * Accepts (and puts in use) or discards a waiting correction. Only one waiting (proposed or
 * suggested) is decided; 'missing' otherwise. The course's list figures follow the heights in use.
 */
export async function decideHeights(
  em: EntityManager,
  courseUuid: string,
  id: string,
  decision: 'accept' | 'discard',
  by: string,
  now = new Date(),
): Promise<'accepted' | 'discarded' | 'missing'> {
  if (!isUuid(courseUuid) || !isUuid(id)) return 'missing';
  const row = await em.findOne(CourseHeights, { id, courseUuid, status: { $in: ['proposed', 'suggested'] } });
  const course = await em.findOne(Course, { uuid: courseUuid, deletedAt: null }, { populate: ['profile'] });
  if (!row || !course) return 'missing';
  row.status = decision === 'accept' ? 'accepted' : 'discarded';
  row.decidedAt = now;
  row.decidedBy = by;
  if (decision === 'accept') {
    course.heightsId = row.id;
    course.summary = summaryFigures(withHeights(course.profile, row.heights));
  }
  await em.flush();
  return row.status === 'accepted' ? 'accepted' : 'discarded';
}

/** Switches a course between its file's heights (null) and one of its accepted corrections. */
export async function useHeights(em: EntityManager, courseUuid: string, id: string | null): Promise<boolean> {
  if (!isUuid(courseUuid) || (id !== null && !isUuid(id))) return false;
  const course = await em.findOne(Course, { uuid: courseUuid, deletedAt: null }, { populate: ['profile'] });
  if (!course) return false;
  const row = id ? await em.findOne(CourseHeights, { id, courseUuid, status: 'accepted' }) : null;
  if (id && !row) return false;
  course.heightsId = row?.id ?? null;
  course.summary = summaryFigures(withHeights(course.profile, row?.heights));
  await em.flush();
  return true;
}

/** The published gain the owner or the team entered (null clears it). */
export async function setPublishedGain(em: EntityManager, courseUuid: string, gainM: number | null): Promise<boolean> {
  if (!isUuid(courseUuid)) return false;
  return (await em.nativeUpdate(Course, { uuid: courseUuid, deletedAt: null }, { publishedGainM: gainM })) === 1;
}
