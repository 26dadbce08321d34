import type { EntityManager } from '@mikro-orm/postgresql';
import { isUuid } from '../../../src/lib/uuid.ts';
import { CourseHeights } from '../entities/course-heights.entity.ts';
import type { CorrectedHeights, CourseHeightsDto, HeightsDecision, HeightsStatus } from '../services/course-heights.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

function toDto(row: CourseHeights): CourseHeightsDto {
  return dtoFields(row, ['id', 'courseUuid', 'status', 'submittedBy', 'heights', 'createdAt', 'decidedAt']);
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

/** Members' suggestions waiting for the team, oldest first. */
export async function listSuggestedHeightRows(em: EntityManager): Promise<CourseHeightsDto[]> {
  const rows = await em.find(CourseHeights, { status: 'suggested' }, { orderBy: { createdAt: 'asc' } });
  return rows.map(toDto);
}

export async function countSuggestedHeights(em: EntityManager): Promise<number> {
  return em.count(CourseHeights, { status: 'suggested' });
}

/** The heights of an accepted correction (what a course may use), or null. */
export async function acceptedHeights(
  em: EntityManager,
  courseUuid: string | null,
  id: string | null | undefined,
): Promise<CorrectedHeights | null> {
  if (!isUuid(id) || (courseUuid !== null && !isUuid(courseUuid))) return null;
  const row = await em.findOne(CourseHeights, { id, status: 'accepted', ...(courseUuid === null ? {} : { courseUuid }) });
  return row?.heights ?? null;
}

/**
 * Marks a waiting (proposed or suggested) correction accepted or discarded, for the caller's next
 * flush; null when none is waiting. The course's own columns are the caller's (courses).
 */
export async function decideWaitingHeights(
  em: EntityManager,
  { courseUuid, id, decision, by, now = new Date() }: HeightsDecision,
): Promise<CourseHeightsDto | null> {
  if (!isUuid(courseUuid) || !isUuid(id)) return null;
  const row = await em.findOne(CourseHeights, { id, courseUuid, status: { $in: ['proposed', 'suggested'] } });
  if (!row) return null;
  row.status = decision === 'accept' ? 'accepted' : 'discarded';
  row.decidedAt = now;
  row.decidedBy = by;
  return toDto(row);
}

/** A deleted member's heights: waiting ones go, decided ones stay without their name. */
export async function eraseMemberHeights(em: EntityManager, userId: string): Promise<void> {
  await em.nativeDelete(CourseHeights, { submittedBy: userId, status: { $in: ['proposed', 'suggested'] } });
  await em.nativeUpdate(CourseHeights, { submittedBy: userId }, { submittedBy: null, decidedBy: null });
}
