import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { Course } from '../entities/course.entity.ts';
import { CourseFile } from '../entities/course-file.entity.ts';
import { acceptedHeights } from '../../course-heights/index.ts';
import type { CourseInput } from '../services/course-form.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import type { ProcessedTitleImage } from '../services/title-image.ts';
import { readProcessedTitleImage, stageTitleImage } from './course-title-image.repository.ts';
import { slugBase } from '../services/course-text.ts';
import { isUuid } from '../../../src/lib/uuid.ts';
import type { CourseDto, CourseFileUpload, CourseSummaryDto, StoredCourseFile } from './course.dto.ts';
import { summaryFigures, toCourseDto, toSummaryDto } from './course-mapping.ts';
import { storedFileColumns, storedFileOf, unpackFile } from './file-packing.ts';
import { freeSlug } from '../../../src/db/free-slug.ts';
import { insertRow } from '../../../src/db/insert-row.ts';

async function fileInfo(em: EntityManager, uuid: string): Promise<CourseDto['file']> {
  const rows = await em
    .getConnection()
    .execute<Array<{ file_name: string; content_type: string; size: number }>>(
      'select file_name, content_type, size from course_file where course_uuid = ?',
      [uuid],
    );
  const row = rows[0];
  return row ? { name: row.file_name, contentType: row.content_type, size: row.size } : null;
}

async function loadFull(em: EntityManager, where: { uuid: string } | { slug: string }, includeDeleted: boolean): Promise<CourseDto | null> {
  const course = await em.findOne(Course, includeDeleted ? where : { ...where, deletedAt: null }, { populate: ['profile'] });
  return course ? toCourseDto(course, await fileInfo(em, course.uuid), await activeHeights(em, course.heightsId)) : null;
}

/** The heights a course uses now (its accepted correction in use), or null for the file's. */
async function activeHeights(em: EntityManager, heightsId: string | null | undefined) {
  return heightsId ? acceptedHeights(em, null, heightsId) : null;
}

/** A course by its address; deleted courses are gone from the site. */
export function findCourseBySlug(em: EntityManager, slug: string): Promise<CourseDto | null> {
  return loadFull(em, { slug }, false);
}

/** A course by uuid; `includeDeleted` for bands built on a course that was deleted since. */
export async function findCourseByUuid(
  em: EntityManager,
  uuid: string,
  options: { includeDeleted?: boolean } = {},
): Promise<CourseDto | null> {
  if (!isUuid(uuid)) return null;
  return loadFull(em, { uuid }, options.includeDeleted ?? false);
}

/** Who owns a course and its status, without the profile: for permission checks. */
export async function findCourseSummary(
  em: EntityManager,
  uuid: string,
  options: { includeDeleted?: boolean } = {},
): Promise<CourseSummaryDto | null> {
  if (!isUuid(uuid)) return null;
  const course = await em.findOne(Course, options.includeDeleted ? { uuid } : { uuid, deletedAt: null });
  return course ? toSummaryDto(course) : null;
}

/** A live course by its address, without the profile (links from other modules). */
export async function findCourseSummaryBySlug(em: EntityManager, slug: string): Promise<CourseSummaryDto | null> {
  const course = await em.findOne(Course, { slug: slug.slice(0, 100), deletedAt: null });
  return course ? toSummaryDto(course) : null;
}

export interface NewCourse {
  input: CourseInput;
  profile: CourseProfile;
  file: StoredCourseFile;
  ownerId: string | null;
  titleImage?: ProcessedTitleImage | null;
}

/** Saves a new course and its file in one transaction; retries the slug when a concurrent save took it. */
export async function createCourse(em: EntityManager, data: NewCourse): Promise<CourseDto> {
  for (let attempt = 0; ; attempt++) {
    try {
      const course = await em.fork().transactional(async (tx) => {
        const course = tx.create(Course, {
          ...data.input,
          // The title's slug, or with -2, -3… when taken (deleted courses keep theirs).
          slug: await freeSlug(tx, Course, slugBase(data.input.title)),
          profile: data.profile,
          summary: summaryFigures(data.profile),
          ownerId: data.ownerId,
        });
        if (data.titleImage) await stageTitleImage(tx, course, data.titleImage);
        await tx.flush();
        await insertFileRow(tx, course.uuid, data.file);
        return course;
      });
      return toCourseDto(course, { name: data.file.name, contentType: data.file.contentType, size: data.file.size });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 3) throw error;
    }
  }
}

/**
 * A course file's row, written with its bytes as a parameter (src/db/insert-row.ts): the packed
 * file never becomes SQL text on the event loop.
 */
async function insertFileRow(em: EntityManager, courseUuid: string, file: StoredCourseFile): Promise<void> {
  await insertRow(em, CourseFile, {
    courseUuid,
    ...storedFileColumns(file),
    createdAt: new Date(),
  });
}

/**
 * Changes a course's fields, its profile and file when a new file came, and its title image when
 * one came (null removes it; undefined keeps it). The slug stays.
 */
export async function updateCourse(
  em: EntityManager,
  uuid: string,
  data: {
    input: CourseInput;
    profile?: CourseProfile | undefined;
    file?: StoredCourseFile | undefined;
    titleImage?: ProcessedTitleImage | null | undefined;
  },
): Promise<CourseDto | null> {
  if (!isUuid(uuid)) return null;
  const course = await em.findOne(Course, { uuid, deletedAt: null }, { populate: ['profile'] });
  if (!course) return null;
  em.assign(course, data.input);
  if (data.profile) {
    // Corrected heights belong to the old file's line: a new file starts again from its own.
    course.profile = data.profile;
    course.heightsId = null;
    course.summary = summaryFigures(data.profile);
  }
  const file = data.file;
  if (file) {
    await em.transactional(async (tx) => {
      await tx.nativeDelete(CourseFile, { courseUuid: uuid });
      await insertFileRow(tx, uuid, file);
    });
  }
  if (data.titleImage !== undefined) await stageTitleImage(em, course, data.titleImage);
  await em.flush();
  return toCourseDto(course, await fileInfo(em, uuid), await activeHeights(em, course.heightsId));
}

/** Soft delete; true when the course exists (deleted now or before), so a replayed delete is harmless. */
export async function softDeleteCourse(em: EntityManager, uuid: string): Promise<boolean> {
  if (!isUuid(uuid)) return false;
  const course = await em.findOne(Course, { uuid });
  if (!course) return false;
  if (!course.deletedAt) {
    course.deletedAt = new Date();
    await em.flush();
  }
  return true;
}

/** A private copy for a user, with the file, profile and aid stations; a new slug from the title. */
export async function copyCourse(em: EntityManager, uuid: string, ownerId: string): Promise<CourseDto | null> {
  const source = await findCourseByUuid(em, uuid);
  const file = source && (await readStoredCourseFile(em, uuid));
  if (!source || !file) return null;
  const { title, series, city, stateCode, countryCode, website, facebook, note, description, distancePreset, distanceM, aidStations } =
    source;
  return createCourse(em, {
    input: {
      title,
      series,
      city,
      stateCode,
      countryCode,
      website,
      facebook,
      note,
      description,
      distancePreset,
      distanceM,
      aidStations,
      status: 'private',
    },
    profile: source.profile,
    file,
    ownerId,
    titleImage: await readProcessedTitleImage(em, source),
  });
}

/** The original upload, for its download route. */
export async function readCourseFile(em: EntityManager, uuid: string): Promise<CourseFileUpload | null> {
  const stored = await readStoredCourseFile(em, uuid);
  return (
    stored && { name: stored.name, contentType: stored.contentType, bytes: await unpackFile(stored.data, stored.encoding, stored.size) }
  );
}

/** A course's file as its row holds it (a copy of the course takes it as it is). */
async function readStoredCourseFile(em: EntityManager, uuid: string): Promise<StoredCourseFile | null> {
  if (!isUuid(uuid)) return null;
  const row = await em.findOne(CourseFile, { courseUuid: uuid });
  return row && storedFileOf(row);
}

/** A user's courses (not deleted), last changed first. */
export async function listOwnerCourses(em: EntityManager, ownerId: string): Promise<CourseSummaryDto[]> {
  const courses = await em.find(Course, { ownerId, deletedAt: null }, { orderBy: { updatedAt: 'desc', uuid: 'asc' } });
  return courses.map(toSummaryDto);
}

/** The newest public courses, for the home page. */
export async function listLatestPublicCourses(em: EntityManager, limit: number): Promise<CourseSummaryDto[]> {
  const courses = await em.find(Course, { status: 'public', deletedAt: null }, { orderBy: { createdAt: 'desc', uuid: 'asc' }, limit });
  return courses.map(toSummaryDto);
}

/** Every public course's slug and last change, for /sitemap.xml (no profile or text loaded). */
export async function listPublicCourseSlugs(em: EntityManager): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const courses = await em.find(
    Course,
    { status: 'public', deletedAt: null },
    { fields: ['slug', 'updatedAt'], orderBy: { createdAt: 'asc', uuid: 'asc' }, limit: 45_000 },
  );
  return courses.map((course) => ({ slug: course.slug, updatedAt: course.updatedAt }));
}
