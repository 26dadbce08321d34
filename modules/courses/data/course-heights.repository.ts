import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../entities/course.entity.ts';
import {
  acceptedHeights,
  decideWaitingHeights,
  listSuggestedHeightRows,
  withHeights,
  type CourseHeightsDto,
  type HeightsDecision,
} from '../../course-heights/index.ts';
import { summaryFigures } from './course-mapping.ts';
import { isUuid } from '../../../src/lib/uuid.ts';

/** Members' suggestions waiting for the team, oldest first, with their course (live courses only). */
export async function listSuggestedHeights(
  em: EntityManager,
): Promise<Array<CourseHeightsDto & { course: { uuid: string; slug: string; title: string } }>> {
  const rows = await listSuggestedHeightRows(em);
  const courses = await em.find(Course, { uuid: { $in: rows.map((r) => r.courseUuid) }, deletedAt: null });
  const byUuid = new Map(courses.map((c) => [c.uuid, c]));
  return rows.flatMap((row) => {
    const course = byUuid.get(row.courseUuid);
    return course ? [{ ...row, course: { uuid: course.uuid, slug: course.slug, title: course.title } }] : [];
  });
}

/**
 * Accepts (and puts in use) or discards a waiting correction. Only one waiting (proposed or
 * suggested) is decided; 'missing' otherwise. The course's list figures follow the heights in use.
 */
export async function decideHeights(em: EntityManager, request: HeightsDecision): Promise<'accepted' | 'discarded' | 'missing'> {
  const { courseUuid, id } = request;
  if (!isUuid(courseUuid) || !isUuid(id)) return 'missing';
  const course = await em.findOne(Course, { uuid: courseUuid, deletedAt: null }, { populate: ['profile'] });
  if (!course) return 'missing';
  const decided = await decideWaitingHeights(em, request);
  if (!decided) return 'missing';
  if (decided.status === 'accepted') {
    course.heightsId = decided.id;
    course.summary = summaryFigures(withHeights(course.profile, decided.heights));
  }
  await em.flush();
  return decided.status === 'accepted' ? 'accepted' : 'discarded';
}

/** Switches a course between its file's heights (null) and one of its accepted corrections. */
export async function useHeights(em: EntityManager, courseUuid: string, id: string | null): Promise<boolean> {
  if (!isUuid(courseUuid) || (id !== null && !isUuid(id))) return false;
  const course = await em.findOne(Course, { uuid: courseUuid, deletedAt: null }, { populate: ['profile'] });
  if (!course) return false;
  const heights = id ? await acceptedHeights(em, courseUuid, id) : null;
  if (id && !heights) return false;
  course.heightsId = heights ? id : null;
  course.summary = summaryFigures(withHeights(course.profile, heights));
  await em.flush();
  return true;
}

/** The published gain the owner or the team entered (null clears it). */
export async function setPublishedGain(em: EntityManager, courseUuid: string, gainM: number | null): Promise<boolean> {
  if (!isUuid(courseUuid)) return false;
  return (await em.nativeUpdate(Course, { uuid: courseUuid, deletedAt: null }, { publishedGainM: gainM })) === 1;
}
