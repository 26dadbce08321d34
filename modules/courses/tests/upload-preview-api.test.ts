/**
 * Issue 30 point 5: the course form's file is sent and parsed once. The preview keeps the parsed
 * upload in PostgreSQL under a random token for its uploader; saving sends the token instead of
 * the file. Another user's token, a forged one or an expired one is refused; the file sent along
 * with it is parsed then, as without a preview.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import type * as CourseFiles from '../../course-files/index.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { packUpload } from '../data/file-packing.ts';
import { putUploadPreview, UPLOAD_PREVIEW_TTL_MS } from '../data/upload-preview.repository.ts';
import { CourseUploadPreview } from '../entities/course-upload-preview.entity.ts';
import { alice, BERLIN_KMZ, bob, courseForm, coursesApiRequest, GRANADA, makeCourse } from './course-test-support.ts';

// Every parse of an uploaded file goes through parseAndPackCourseFile (the parse worker): counted here.
const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../course-files/index.ts', async (importOriginal) => {
  const original = await importOriginal<typeof CourseFiles>();
  return {
    ...original,
    parseAndPackCourseFile: (...args: Parameters<typeof original.parseAndPackCourseFile>) => {
      parses.count++;
      return original.parseAndPackCourseFile(...args);
    },
  };
});

const orm = useTestDatabase();

const call = (viewer: Viewer, path: string, body?: FormData) =>
  coursesApiRequest(orm().em, viewer, path, body ? { method: 'POST', body } : {});

async function preview(viewer: Viewer, bytes = BERLIN_KMZ, name = 'berlin.kmz') {
  const res = await call(viewer, '/preview', courseForm({}, { bytes, name }));
  expect(res.status).toBe(200);
  return (await res.json()) as { preview: { distanceM: number; pointCount: number }; previewToken: string };
}

const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as { errors: Record<string, string[]> }) });

beforeEach(() => {
  parses.count = 0;
});

describe('a previewed upload is saved without sending or parsing it again', () => {
  it('creates the course from the preview: one parse, the same profile and the same file', async () => {
    const { preview: shown, previewToken } = await preview(alice);
    expect(previewToken).toMatch(/^[\w-]{43}$/);
    expect(parses.count).toBe(1);

    const res = await call(alice, '/', courseForm({ previewToken }));
    expect(res.status).toBe(201);
    expect(parses.count).toBe(1);
    const { uuid } = (await res.json()) as { uuid: string };
    const saved = await findCourseByUuid(orm().em.fork(), uuid);
    expect(saved!.profile.distanceM).toBe(shown.distanceM);
    expect(saved!.profile.pointCount).toBe(shown.pointCount);
    expect(saved!.file).toMatchObject({ name: 'berlin.kmz', contentType: 'application/vnd.google-earth.kmz', size: BERLIN_KMZ.length });
    const file = await call(alice, `/${uuid}/file`);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(BERLIN_KMZ);

    // Used up by the save: the same token again is refused.
    expect(await refusal(await call(alice, '/', courseForm({ previewToken })))).toMatchObject({
      status: 422,
      errors: { previewToken: [expect.stringMatching(/choose the file again/)] },
    });
  });

  it('a form refused for a field keeps its preview: the corrected form saves with the same token', async () => {
    const { previewToken } = await preview(alice);
    const bad = await refusal(await call(alice, '/', courseForm({ previewToken, title: '' })));
    expect(bad.status).toBe(422);
    expect(bad.errors.title).toHaveLength(1);
    expect((await call(alice, '/', courseForm({ previewToken }))).status).toBe(201);
    expect(parses.count).toBe(1);
  });

  it('replaces an existing course’s file from a preview', async () => {
    const { uuid } = await makeCourse(orm().em.fork(), { title: 'Alice Granada', ownerId: 'alice' });
    const { preview: shown, previewToken } = await preview(alice);
    const res = await call(alice, `/${uuid}`, courseForm({ previewToken, title: 'Alice Berlin' }));
    expect(res.status).toBe(200);
    expect(parses.count).toBe(1);
    const saved = await findCourseByUuid(orm().em.fork(), uuid);
    expect(saved!.profile.distanceM).toBe(shown.distanceM);
    expect(saved!.file?.size).toBe(BERLIN_KMZ.length);
  });
});

describe('a preview token is its uploader’s alone, and short-lived', () => {
  it('refuses another user’s token, and a forged one, and saves nothing', async () => {
    const { previewToken } = await preview(alice);
    for (const token of [previewToken, 'A'.repeat(43), 'not a token']) {
      const answer = await refusal(await call(bob, '/', courseForm({ previewToken: token, title: 'Stolen' })));
      expect(answer).toMatchObject({ status: 422, errors: { previewToken: [expect.any(String)] } });
    }
    expect(await orm().em.fork().count(CourseUploadPreview, { ownerId: 'bob' })).toBe(0);
    // Still Alice's to use.
    expect((await call(alice, '/', courseForm({ previewToken }))).status).toBe(201);
  });

  it('refuses an expired token; the file sent with it is parsed instead; a later preview sweeps it away', async () => {
    const em = orm().em.fork();
    const lapsed = new Date(Date.now() - UPLOAD_PREVIEW_TTL_MS - 60_000);
    const granada = {
      profile: buildCourseProfile(GRANADA, 'g.gpx'),
      upload: await packUpload({ name: 'g.gpx', contentType: 'application/gpx+xml', bytes: GRANADA }),
    };
    const stale = await putUploadPreview(em, 'alice', granada, lapsed);
    await putUploadPreview(em, 'carol', granada, lapsed);
    expect((await refusal(await call(alice, '/', courseForm({ previewToken: stale })))).status).toBe(422);

    const fallback = await call(alice, '/', courseForm({ previewToken: stale }, { bytes: BERLIN_KMZ, name: 'berlin.kmz' }));
    expect(fallback.status).toBe(201);
    expect(parses.count).toBe(1);
    const { uuid } = (await fallback.json()) as { uuid: string };
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.file?.size).toBe(BERLIN_KMZ.length);

    const before = await orm()
      .em.fork()
      .count(CourseUploadPreview, { expiresAt: { $lt: new Date() } });
    expect(before).toBeGreaterThan(0);
    await preview(bob);
    expect(
      await orm()
        .em.fork()
        .count(CourseUploadPreview, { expiresAt: { $lt: new Date() } }),
    ).toBe(0);
  });
});
