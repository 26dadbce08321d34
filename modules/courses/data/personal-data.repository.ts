import type { EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../entities/course.entity.ts';
import { CourseFile } from '../entities/course-file.entity.ts';
import { eraseMemberHeights } from '../../course-heights/index.ts';
import { CourseTitleImage } from '../entities/course-title-image.entity.ts';
import { eraseMemberUploadPreviews } from './upload-preview.repository.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

/**
 * A deleted member's courses. Private ones are theirs alone and go, row and file. Public ones
 * other runners build on: the member chose to delete them (soft, so bands already built still
 * resolve their profile) or to leave them without an owner. The uploaded file goes in every
 * case: a GPX can carry its author's name and the times of a recorded run.
 */
export async function eraseMemberCourses(em: EntityManager, userId: string, publicCourses: 'delete' | 'anonymise'): Promise<void> {
  // Heights derived from the member's runs: waiting ones go, decided ones stay without their name.
  await eraseMemberHeights(em, userId);
  // A previewed upload not saved yet is their file too.
  await eraseMemberUploadPreviews(em, userId);
  const owned = await em.find(Course, { ownerId: userId }, { fields: ['uuid', 'status', 'deletedAt'] });
  if (owned.length === 0) return;
  await em.nativeDelete(CourseFile, { courseUuid: { $in: owned.map((c) => c.uuid) } });
  // The title image is the member's upload too (a photo of them, their club): it goes with the file.
  await em.nativeDelete(CourseTitleImage, { courseUuid: { $in: owned.map((c) => c.uuid) } });
  const kept = owned.filter((c) => c.status !== 'private');
  const gone = owned.filter((c) => c.status === 'private').map((c) => c.uuid);
  if (gone.length) await em.nativeDelete(Course, { uuid: { $in: gone } });
  if (kept.length === 0) return;
  const now = new Date();
  await em.nativeUpdate(
    Course,
    { uuid: { $in: kept.map((c) => c.uuid) } },
    {
      ownerId: null,
      publishRequestedAt: null,
      publishRequestNote: null,
      publishRequestLocale: null,
      titleImage: null,
      ...(publicCourses === 'delete' ? { deletedAt: now } : {}),
    },
  );
}

/** The courses the member made, as they stand (the profile is left out: it is derived from the file). */
export async function exportMemberCourses(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const courses = await em.find(Course, { ownerId: userId }, { orderBy: { createdAt: 'asc' } });
  return {
    courses: courses.map((c) => ({
      ...dtoFields(c, ['uuid', 'slug', 'title', 'status', 'distanceM', 'city', 'countryCode', 'note', 'description', 'aidStations']),
      titleImage: c.titleImage ? { width: c.titleImage.width, height: c.titleImage.height } : null,
      ...dtoFields(c, ['publishRequestNote', 'reviewAnswer', 'createdAt', 'deletedAt']),
    })),
  };
}
