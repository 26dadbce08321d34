import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { takeFlash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCoursesApi } from '../api.ts';
import { listCourseHeights } from '../../course-heights/index.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { getCourseForBuild } from '../services/course-for-build.ts';
import { writeTile } from '../../../tests/support/terrain-tiles.ts';
import { alice, bob, guest, makeCourse, ORIGIN } from './course-test-support.ts';

// The terrain model is read from the environment once per process: set before the module loads.
const TILES = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/paceband-terrain-api-${process.pid}-${Date.now()}`;
  process.env.TERRAIN_DIR = dir;
  delete process.env.TERRAIN_URL;
  return dir;
});

const orm = useTestDatabase();

const api = (viewer: Viewer) => hostApi([{ prefix: '/courses', app: createCoursesApi({ viewer: async () => viewer }) }]);

const post = (viewer: Viewer, route: string, fields: Record<string, string> = {}) =>
  RequestContext.create(orm().em, () =>
    api(viewer).request(`${ORIGIN}/api/courses${route}`, {
      method: 'POST',
      body: new URLSearchParams({ locale: 'en', ...fields }),
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    }),
  );

async function flashOf(response: Response) {
  const flash = await takeFlash(orm().em.fork(), flashIdFrom(response.headers.get('set-cookie')));
  return flash?.message?.text ?? null;
}

/** The synthetic ground under Granada: 600 m at 37.1° N, rising 1 m every 100 m north (~0.9 ‰ of a degree). */
const ground = (lat: number) => 600 + (lat - 37.1) * 1110;

let uuid: string;
beforeAll(async () => {
  mkdirSync(TILES, { recursive: true });
  writeTile(TILES, 'granada.tif', {
    west: -3.8,
    north: 37.3,
    dx: 0.001,
    dy: 0.001,
    width: 300,
    height: 300,
    heightAt: (_, lat) => ground(lat),
  });
  uuid = (await makeCourse(orm().em.fork(), { title: 'Granada', ownerId: 'alice', status: 'public' })).uuid;
});

describe('re-profiling a course from the terrain (TERRAIN_DIR)', () => {
  it('the owner re-profiles, sees it waiting, accepts: the build profile follows the terrain', async () => {
    const before = (await findCourseByUuid(orm().em.fork(), uuid))!;
    const response = await post(alice, `/${uuid}/terrain`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en/course/granada#course-heights');
    expect(await flashOf(response)).toBe('Compare the heights from the terrain below, then accept or discard them.');
    const [waiting] = await listCourseHeights(orm().em.fork(), uuid);
    expect(waiting).toMatchObject({ status: 'proposed', submittedBy: 'alice' });
    expect(waiting!.heights.quality.source).toBe('terrain');
    expect(waiting!.heights.runs).toEqual([]);
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.profile.elevation).toEqual(before.profile.elevation);

    await post(alice, `/${uuid}/heights/${waiting!.id}/accept`);
    const build = (await getCourseForBuild(orm().em.fork(), uuid, alice))!;
    expect(build.profile.quality?.source).toBe('terrain');
    expect(build.profile.elevation.startM).toBeCloseTo(ground(before.profile.start.lat), 0);
    expect(build.profile.elevation).not.toEqual(before.profile.elevation);
    // The file's heights stay beside it: switching back gives them again.
    await post(alice, `/${uuid}/heights/use`, { heights: 'file' });
    expect((await findCourseByUuid(orm().em.fork(), uuid))!.profile.elevation).toEqual(before.profile.elevation);
  });

  it('only the owner or the team may re-profile', async () => {
    const count = (await listCourseHeights(orm().em.fork(), uuid)).length;
    expect((await post(guest, `/${uuid}/terrain`)).status).toBe(401);
    expect((await post(bob, `/${uuid}/terrain`)).status).toBe(404);
    expect((await listCourseHeights(orm().em.fork(), uuid)).length).toBe(count);
  });

  it('a broken tile in the folder is refused with its name, and nothing is kept', async () => {
    const count = (await listCourseHeights(orm().em.fork(), uuid)).length;
    writeFileSync(path.join(TILES, 'zz-broken.tif'), 'this is not a GeoTIFF');
    const response = await post(alice, `/${uuid}/terrain`);
    expect(await flashOf(response)).toBe('The terrain tile zz-broken.tif cannot be read as a GeoTIFF in latitude and longitude.');
    expect((await listCourseHeights(orm().em.fork(), uuid)).length).toBe(count);
  });
});
