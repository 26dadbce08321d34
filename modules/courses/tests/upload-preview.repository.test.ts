import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { insertRow } from '../../../src/db/insert-row.ts';
import { findUploadPreview, putUploadPreview } from '../data/upload-preview.repository.ts';
import { CourseUploadPreview } from '../entities/course-upload-preview.entity.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import { GRANADA } from './course-test-support.ts';

const orm = useTestDatabase();

describe('upload previews as PostgreSQL keeps them (values sent as parameters, not SQL text)', () => {
  it('gives back every byte value, the profile and the file facts the preview was given', async () => {
    const data = Uint8Array.from({ length: 70_000 }, (_, i) => (i * 13) % 256);
    const profile = buildCourseProfile(GRANADA, 'g.gpx');
    const upload = { name: "it's/a \\ file.gpx", contentType: 'application/gpx+xml', size: 123_456, data, encoding: 'gzip' as const };
    const token = await putUploadPreview(orm().em.fork(), 'alice', { profile, upload });
    const back = await findUploadPreview(orm().em.fork(), 'alice', token);
    expect(back?.profile).toEqual(profile);
    expect(back?.upload).toMatchObject({ name: upload.name, contentType: upload.contentType, size: 123_456, encoding: 'gzip' });
    expect(Buffer.from(back!.upload.data).equals(Buffer.from(data))).toBe(true);
    expect(await findUploadPreview(orm().em.fork(), 'bob', token)).toBeNull();
  });

  it('writes a JSON column holding an array as JSON, and dates as the instants they are', async () => {
    const expiresAt = new Date('2031-05-06T07:08:09.123Z');
    await insertRow(orm().em.fork(), CourseUploadPreview, {
      tokenHash: 'a'.repeat(64),
      ownerId: 'carol',
      fileName: 'x.gpx',
      contentType: 'application/gpx+xml',
      size: 1,
      data: new Uint8Array([0]),
      encoding: 'identity',
      profile: [1, [2, 'three']] as never,
      expiresAt,
      createdAt: expiresAt,
    });
    const row = await orm()
      .em.fork()
      .findOneOrFail(CourseUploadPreview, { tokenHash: 'a'.repeat(64) });
    expect(row.profile).toEqual([1, [2, 'three']]);
    expect(row.expiresAt.toISOString()).toBe('2031-05-06T07:08:09.123Z');
  });
});
