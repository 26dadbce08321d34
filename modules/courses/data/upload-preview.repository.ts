import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { CourseProfile } from '../../course-files/index.ts';
import { CourseUploadPreview } from '../entities/course-upload-preview.entity.ts';
import type { StoredCourseFile } from './course.dto.ts';
import { insertRow } from '../../../src/db/insert-row.ts';
import { storedFileColumns, storedFileOf } from './file-packing.ts';

/** How long a previewed upload waits for its form to be saved. */
export const UPLOAD_PREVIEW_TTL_MS = 60 * 60_000;

/** A previewed upload: the engine's profile and the file as the course will store it. */
export interface PreviewedUpload {
  profile: CourseProfile;
  upload: StoredCourseFile;
}

const TOKEN = /^[\w-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Keeps a previewed upload for its owner and answers the random token the form sends back on save
 * instead of the file. Expired previews (anyone's) are swept on each write, as the form flash is.
 * The row is written with its values as parameters (insertRow): the packed file is never turned
 * into SQL text on the event loop.
 */
export async function putUploadPreview(em: EntityManager, ownerId: string, previewed: PreviewedUpload, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await em.nativeDelete(CourseUploadPreview, { expiresAt: { $lt: now } });
  await insertRow(em, CourseUploadPreview, {
    tokenHash: hashOf(token),
    ownerId,
    ...storedFileColumns(previewed.upload),
    profile: previewed.profile,
    expiresAt: new Date(now.getTime() + UPLOAD_PREVIEW_TTL_MS),
    createdAt: now,
  });
  return token;
}

/**
 * The upload a token stands for, if it is the owner's and not expired; else null (a forged token,
 * another user's, or one that lapsed). It stays until the course is saved (dropUploadPreview): a
 * form refused for a field keeps its file.
 */
export async function findUploadPreview(
  em: EntityManager,
  ownerId: string,
  token: string,
  now = new Date(),
): Promise<PreviewedUpload | null> {
  if (!TOKEN.test(token)) return null;
  const row = await em.fork().findOne(CourseUploadPreview, { tokenHash: hashOf(token), ownerId, expiresAt: { $gte: now } });
  if (!row) return null;
  return {
    profile: row.profile,
    upload: storedFileOf(row),
  };
}

/** Forgets a preview once its course is saved. */
export async function dropUploadPreview(em: EntityManager, ownerId: string, token: string): Promise<void> {
  if (TOKEN.test(token)) await em.nativeDelete(CourseUploadPreview, { tokenHash: hashOf(token), ownerId });
}

/** A deleted member's waiting previews (their uploaded files) go with them. */
export async function eraseMemberUploadPreviews(em: EntityManager, ownerId: string): Promise<void> {
  await em.nativeDelete(CourseUploadPreview, { ownerId });
}
