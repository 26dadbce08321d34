import { RequestContext } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCoursesApi } from '../api.ts';
import { listCourseHeights } from '../../course-heights/index.ts';
import { listSuggestedHeights } from '../data/course-heights.repository.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { getCourseForBuild } from '../services/course-for-build.ts';
import { readGpx } from '../../course-files/index.ts';
import { recordRun, runFit, runGpx } from '../../../tests/support/recorded-runs.ts';
import { alice, bob, GRANADA, guest, makeCourse, ORIGIN } from './course-test-support.ts';

const orm = useTestDatabase();

const api = (viewer: Viewer) =>
  hostApi([
    // The module's own mount limit (module.ts): uploads have their own caps.
    {
      prefix: '/courses',
      bodyLimit: 200 * 1024 * 1024,
      app: createCoursesApi({ viewer: async () => viewer, maxUploadBytes: () => 25 * 1024 * 1024 }),
    },
  ]);

function send(viewer: Viewer, path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return RequestContext.create(orm().em, () =>
    api(viewer).request(`${ORIGIN}/api/courses${path}`, { method: 'POST', body, headers: { origin: ORIGIN, ...headers } }),
  );
}

function upload(viewer: Viewer, uuid: string, files: Array<[Uint8Array, string]>) {
  const form = new FormData();
  form.set('locale', 'en');
  for (const [bytes, name] of files) form.append('runs', new File([bytes as Uint8Array<ArrayBuffer>], name));
  return send(viewer, `/${uuid}/runs`, form);
}

const field = (viewer: Viewer, path: string, fields: Record<string, string>) =>
  send(viewer, path, new URLSearchParams({ locale: 'en', ...fields }), { 'content-type': 'application/x-www-form-urlencoded' });

async function flashOf(response: Response) {
  const flash = await takeFlash(orm().em.fork(), flashIdFrom(response.headers.get('set-cookie')));
  return flash?.message?.text ?? null;
}

const raw = readGpx(GRANADA);
// Granada's file, plus a 20 m rise at 10 km that the file does not have: what the watches recorded.
const rise = (along: number) => Math.max(0, 20 * (1 - Math.abs(along - 10_000) / 500));
const run = (seed: number, offsetM: number) => recordRun(raw, { seed, offsetM, everyS: 3, heightAt: (a, e) => e + rise(a) });

let uuid: string;
beforeAll(async () => {
  uuid = (await makeCourse(orm().em.fork(), { title: 'Granada', ownerId: 'alice', status: 'public' })).uuid;
});

describe('course heights from recorded runs', () => {
  it('the owner uploads two runs, sees them waiting, accepts: the build profile and the list figures follow', async () => {
    const before = (await findCourseByUuid(orm().em.fork(), uuid))!;
    const response = await upload(alice, uuid, [
      [runGpx(run(1, -7)), 'morning.gpx'],
      [runFit(run(2, 6)), 'watch.fit'],
    ]);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/course/granada#course-heights');
    expect(await flashOf(response)).toBe('Compare the corrected heights below, then accept or discard them.');
    const [waiting] = await listCourseHeights(orm().em.fork(), uuid);
    expect(waiting!.status).toBe('proposed');
    expect(waiting!.heights.runs.map((r) => Math.round(r.offsetM))).toEqual([-7, 6]);
    // Nothing of the runs but derived heights: no positions, no times.
    expect(JSON.stringify(waiting!.heights)).not.toMatch(/lat|lon|time/i);
    // Not in use before it is accepted.
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.profile.elevation).toEqual(before.profile.elevation);

    const accepted = await field(alice, `/${uuid}/heights/${waiting!.id}/accept`, {});
    expect(await flashOf(accepted)).toBe('The corrected heights are in use: bands built on this course follow them.');
    const after = (await findCourseByUuid(orm().em.fork(), uuid))!;
    expect(after.heightsId).toBe(waiting!.id);
    expect(after.profile.quality?.source).toBe('runs');
    expect(after.fileProfile.elevation).toEqual(before.profile.elevation);
    const build = (await getCourseForBuild(orm().em.fork(), uuid, alice))!;
    const at = (d: number) =>
      build.profile.samples.elevationM[Math.round(d / (build.profile.distanceM / (build.profile.samples.distanceM.length - 1)))]!;
    const fileAt = (d: number) =>
      before.profile.samples.elevationM[Math.round(d / (before.profile.distanceM / (before.profile.samples.distanceM.length - 1)))]!;
    expect(at(10_000) - fileAt(10_000)).toBeGreaterThan(12);
    expect(after.summary.gainM).toBe(Math.round(build.profile.elevation.gainM));

    // Switching back to the file's heights, and again to the correction.
    await field(alice, `/${uuid}/heights/use`, { heights: 'file' });
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.profile.elevation).toEqual(before.profile.elevation);
    await field(alice, `/${uuid}/heights/use`, { heights: waiting!.id });
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.heightsId).toBe(waiting!.id);
  });

  it('a hostile run is refused with its file named, and nothing is kept', async () => {
    const count = (await listCourseHeights(orm().em.fork(), uuid)).length;
    const elsewhere = run(3, 0).map((p) => ({ ...p, lat: p.lat + 0.5 }));
    const response = await upload(alice, uuid, [[runGpx(elsewhere), 'holiday.gpx']]);
    expect(await flashOf(response)).toMatch(/^holiday\.gpx: This run strays more than 50 m from the course for 100 % of its length/);
    const broken = runFit(run(4, 0));
    broken[broken.length - 2] = broken[broken.length - 2]! ^ 0xff;
    expect(await flashOf(await upload(alice, uuid, [[broken, 'watch.fit']]))).toMatch(/^watch\.fit: This FIT file is damaged/);
    expect(await flashOf(await upload(alice, uuid, []))).toBe('Choose one or more recorded runs (GPX, TCX or FIT).');
    const huge = new Uint8Array(50 * 1024 * 1024).fill(0x20);
    expect(await flashOf(await upload(alice, uuid, [[huge, 'day.gpx']]))).toBe('day.gpx: The file is larger than 25 MB.');
    expect((await listCourseHeights(orm().em.fork(), uuid)).length).toBe(count);
  });

  it('another member’s run is a suggestion in the review queue; a guest may not upload; only the owner decides', async () => {
    expect((await upload(guest, uuid, [[runGpx(run(5, 0)), 'x.gpx']])).status).toBe(401);
    const response = await upload(bob, uuid, [[runGpx(run(5, 3)), 'bob.gpx']]);
    expect(await flashOf(response)).toBe('Thank you: your suggestion is sent to the team.');
    const queue = await listSuggestedHeights(orm().em.fork());
    expect(queue.map((s) => [s.course.title, s.submittedBy])).toEqual([['Granada', 'bob']]);
    expect((await field(bob, `/${uuid}/heights/${queue[0]!.id}/accept`, {})).status).toBe(404);
    const heightsBefore = (await findCourseByUuid(orm().em.fork(), uuid))!.heightsId;
    // SPEC 8: discarding asks first (the confirm page without JavaScript), then acts on the confirmed post.
    const asked = await field(alice, `/${uuid}/heights/${queue[0]!.id}/discard`, {});
    expect(asked.headers.get('location')).toBe('/en/confirm');
    expect(await listSuggestedHeights(orm().em.fork())).toHaveLength(1);
    await field(alice, `/${uuid}/heights/${queue[0]!.id}/discard`, { confirmed: '1' });
    expect(await listSuggestedHeights(orm().em.fork())).toEqual([]);
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.heightsId).toBe(heightsBefore);
  });

  it('the published gain is validated on the server and kept', async () => {
    expect(await flashOf(await field(alice, `/${uuid}/published-gain`, { publishedGainM: 'lots' }))).toBe(
      'Enter a whole number of metres between 0 and 20000, or leave it empty.',
    );
    expect(await flashOf(await field(alice, `/${uuid}/published-gain`, { publishedGainM: '420' }))).toBe('The published gain is saved.');
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.publishedGainM).toBe(420);
    expect((await field(bob, `/${uuid}/published-gain`, { publishedGainM: '1' })).status).toBe(404);
  });
});
