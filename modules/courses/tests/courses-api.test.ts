import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { findCourseByUuid, listOwnerCourses } from '../data/course.repository.ts';
import {
  admin,
  alice,
  BERLIN_KMZ,
  bob,
  courseForm,
  coursesBeforeAll,
  GRANADA,
  guest,
  makeCourse,
  useCoursesApi,
} from './course-test-support.ts';

const { orm, call } = useCoursesApi();
const courses = coursesBeforeAll(orm, {
  alicePrivate: { title: 'Alice private', ownerId: 'alice' },
  alicePublic: { title: 'Alice public', ownerId: 'alice', status: 'public' },
});

describe('courses API: upload preview and create', () => {
  it('previews an upload without saving it', async () => {
    const res = await call(alice, '/preview', { method: 'POST', body: courseForm({}, { bytes: BERLIN_KMZ, name: 'berlin.kmz' }) });
    expect(res.status).toBe(200);
    const { preview } = (await res.json()) as {
      preview: { distanceM: number; aidStations: unknown[]; samples: { distanceM: number[] }; name?: string; suggestedTitle?: string };
    };
    // The file's own race name, and the course title it suggests (SPEC 5: the distance is a field of its own).
    expect(preview.name).toBe('Berlin Marathon');
    expect(preview.suggestedTitle).toBe('Berlin');
    expect(preview.distanceM).toBeGreaterThan(42_800);
    expect(preview.aidStations).toHaveLength(16);
    expect(preview.samples.distanceM.length).toBeLessThanOrEqual(602);
    expect(await listOwnerCourses(orm().em.fork(), 'alice')).toHaveLength(2);
  });

  it('answers a bad file with the engine message in the page language', async () => {
    const form = courseForm({ locale: 'fr' }, { bytes: new TextEncoder().encode('<gpx><trk>'), name: 'x.gpx' });
    const res = await call(alice, '/preview', { method: 'POST', body: form });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { message: string }).message).toMatch(/^Le fichier n’est pas du XML valide \(ligne \d+\)/);
  });

  it('refuses a body over the limit before reading it (413), and guests (401)', async () => {
    const big = courseForm({}, { bytes: new Uint8Array(2 * 1024 * 1024), name: 'big.gpx' });
    expect((await call(alice, '/preview', { method: 'POST', body: big })).status).toBe(413);
    expect((await call(guest, '/preview', { method: 'POST', body: courseForm({}, { bytes: BERLIN_KMZ, name: 'b.kmz' }) })).status).toBe(
      401,
    );
  });

  it('refuses a cross-site POST', async () => {
    const res = await call(alice, '/', {
      method: 'POST',
      body: courseForm({}, { bytes: BERLIN_KMZ, name: 'b.kmz' }),
      origin: 'https://evil.example',
    });
    expect(res.status).toBe(403);
    expect(
      (await call(alice, '/', { method: 'POST', body: courseForm({}, { bytes: BERLIN_KMZ, name: 'b.kmz' }), origin: null })).status,
    ).toBe(403);
  });

  it('creates a private course with its aid stations, and says why a title or status is refused', async () => {
    const stations = JSON.stringify([{ distanceM: 5000, name: 'Km 5', services: ['water', 'gels'] }]);
    const bad = await call(alice, '/', {
      method: 'POST',
      body: courseForm(
        { title: 'Berlin Maratón', facebook: 'https://www.facebook.com/', website: 'ftp://x' },
        { bytes: BERLIN_KMZ, name: 'b.kmz' },
      ),
    });
    expect(bad.status).toBe(422);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors.title?.[0]).toContain('Leave the distance out of the title');
    expect(errors.website).toHaveLength(1);
    expect(errors.facebook).toHaveLength(1);
    const publish = await call(alice, '/', {
      method: 'POST',
      body: courseForm({ status: 'public' }, { bytes: BERLIN_KMZ, name: 'b.kmz' }),
    });
    expect(publish.status).toBe(422);
    expect(((await publish.json()) as { errors: Record<string, string[]> }).errors.status?.[0]).toMatch(/Only the team/);

    const ok = await call(alice, '/', {
      method: 'POST',
      body: courseForm(
        { aidStations: stations, facebook: 'https://www.facebook.com/BerlinMarathon/', countryCode: 'de' },
        { bytes: BERLIN_KMZ, name: 'b.kmz' },
      ),
    });
    expect(ok.status).toBe(201);
    const { uuid, redirect } = (await ok.json()) as { uuid: string; redirect: string };
    expect(redirect).toMatch(/^\/en\/course\/berlin/);
    const saved = await findCourseByUuid(orm().em.fork(), uuid);
    expect(saved).toMatchObject({ ownerId: 'alice', status: 'private', facebook: 'BerlinMarathon', countryCode: 'DE', distanceM: 42_195 });
    expect(saved!.aidStations).toEqual([{ distanceM: 5000, name: 'Km 5', services: ['water', 'gels'] }]);
    expect(saved!.file).toMatchObject({ contentType: 'application/vnd.google-earth.kmz', size: BERLIN_KMZ.length });

    const byAdmin = await call(admin, '/', { method: 'POST', body: courseForm({ status: 'public' }, { bytes: GRANADA, name: 'g.gpx' }) });
    expect(byAdmin.status).toBe(201);
  });
});

describe('courses API: who may edit, copy, delete and download', () => {
  const edit = (viewer: Viewer, uuid: string, fields: Record<string, string> = {}) =>
    call(viewer, `/${uuid}`, { method: 'POST', body: courseForm({ title: 'Renamed', ...fields }) });

  /** The four kinds of viewer, each with the status expected for them. */
  const byViewer = (status: { guest: number; owner: number; otherMember: number; admin: number }) =>
    [
      ['guest', guest, status.guest],
      ['the owner', alice, status.owner],
      ['another member', bob, status.otherMember],
      ['an admin', admin, status.admin],
    ] as const;

  it.each(byViewer({ guest: 401, owner: 200, otherMember: 404, admin: 200 }))('edit by %s → %i', async (_, viewer, status) => {
    expect((await edit(viewer, courses.alicePrivate)).status).toBe(status);
  });

  it('answers 404 for forged or unknown uuids', async () => {
    expect((await edit(alice, 'not-a-uuid')).status).toBe(404);
    expect((await edit(alice, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await call(alice, '/00000000-0000-4000-8000-000000000000/file')).status).toBe(404);
  });

  it('lets an owner keep a public course public but not publish a private one; admins may', async () => {
    expect((await edit(alice, courses.alicePublic, { status: 'public' })).status).toBe(200);
    expect((await edit(alice, courses.alicePrivate, { status: 'public' })).status).toBe(422);
    expect((await edit(admin, courses.alicePrivate, { status: 'public' })).status).toBe(200);
    expect((await edit(admin, courses.alicePrivate, { status: 'private' })).status).toBe(200);
  });

  it.each(byViewer({ guest: 404, owner: 200, otherMember: 404, admin: 200 }))('original file for %s → %i', async (_, viewer, status) => {
    const res = await call(viewer, `/${courses.alicePrivate}/file`);
    expect(res.status).toBe(status);
    if (status === 200) expect(new Uint8Array(await res.arrayBuffer())).toEqual(GRANADA);
  });

  it('copies: a private copy for the member; another member cannot copy a private course', async () => {
    const form = () => courseForm({ locale: 'fr' });
    expect((await call(bob, `/${courses.alicePrivate}/copy`, { method: 'POST', body: form() })).status).toBe(404);
    expect((await call(guest, `/${courses.alicePublic}/copy`, { method: 'POST', body: form() })).headers.get('location')).toBe(
      '/fr/connecter',
    );
    const res = await call(bob, `/${courses.alicePublic}/copy`, { method: 'POST', body: form() });
    expect(res.status).toBe(303);
    const [copy] = await listOwnerCourses(orm().em.fork(), 'bob');
    expect(copy).toMatchObject({ status: 'private', ownerId: 'bob' });
    expect(res.headers.get('location')).toBe(`/fr/parcours/${copy!.uuid}/modifier`);
  });

  it('deletes softly, only for the owner or an admin; a replayed delete lands on the list again', async () => {
    const uuid = (await makeCourse(orm().em.fork(), { title: 'To delete', ownerId: 'alice' })).uuid;
    const del = (viewer: Viewer) => call(viewer, `/${uuid}/delete`, { method: 'POST', body: courseForm({ confirmed: '1' }) });
    expect((await del(guest)).status).toBe(303);
    expect((await del(bob)).status).toBe(404);
    // SPEC 8: an unconfirmed post (no JavaScript) is asked on the confirm page first, and deletes nothing.
    const asked = await call(alice, `/${uuid}/delete`, { method: 'POST', body: courseForm({}) });
    expect(asked.status).toBe(303);
    expect(asked.headers.get('location')).toBe('/en/confirm');
    expect((await findCourseByUuid(orm().em.fork(), uuid, { includeDeleted: true }))?.deleted).toBe(false);
    const first = await del(alice);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/en/course');
    const again = await del(alice);
    expect(again.status).toBe(303);
    expect((await del(admin)).status).toBe(303);
    expect((await findCourseByUuid(orm().em.fork(), uuid, { includeDeleted: true }))?.deleted).toBe(true);
    expect((await call(alice, `/${uuid}/delete`, { method: 'POST', body: courseForm({}), origin: 'https://evil.example' })).status).toBe(
      403,
    );
  });
});
