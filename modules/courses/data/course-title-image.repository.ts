import type { EntityManager } from '@mikro-orm/postgresql';
import type { Course } from '../entities/course.entity.ts';
import { CourseTitleImage } from '../entities/course-title-image.entity.ts';
import type { TitleImageFacts } from '../services/course-types.ts';
import type { ProcessedTitleImage } from '../services/title-image.ts';

/** Which of the two pictures: the page's (WebP) or the Open Graph card (JPEG). */
export type TitleImageKind = 'page' | 'card';

/**
 * Sets, replaces (an image) or removes (null) a course's title image in the caller's unit of work:
 * the bytes in course_title_image, the version and size on the course row (whose change also
 * moves the page cache on). The caller flushes.
 */
export async function stageTitleImage(em: EntityManager, course: Course, image: ProcessedTitleImage | null): Promise<void> {
  await em.nativeDelete(CourseTitleImage, { courseUuid: course.uuid });
  course.titleImage = image ? { version: image.version, width: image.width, height: image.height } : null;
  if (image)
    em.create(CourseTitleImage, {
      courseUuid: course.uuid,
      version: image.version,
      page: Buffer.from(image.page),
      card: Buffer.from(image.card),
    });
}

/** One of a course's title pictures and its version, for its route (the caller checks who may see it). */
export async function readTitleImage(
  em: EntityManager,
  courseUuid: string,
  kind: TitleImageKind,
): Promise<{ version: string; bytes: Uint8Array } | null> {
  const row = await em.findOne(CourseTitleImage, { courseUuid }, { fields: ['version', kind] });
  return row ? { version: row.version, bytes: new Uint8Array(row[kind]) } : null;
}

/** Both pictures as stored, to give a copy of the course its own. */
export async function readProcessedTitleImage(
  em: EntityManager,
  course: { uuid: string; titleImage: TitleImageFacts | null },
): Promise<ProcessedTitleImage | null> {
  const row = course.titleImage ? await em.findOne(CourseTitleImage, { courseUuid: course.uuid }) : null;
  if (!row || !course.titleImage) return null;
  return { ...course.titleImage, page: new Uint8Array(row.page), card: new Uint8Array(row.card) };
}
