/**
 * Hostile-probe finding on courses (issue 15, point 4): a member published without review by
 * creating (or editing) a course with status "obsolete", which every visitor can open.
 */
import { readFileSync } from 'node:fs';
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { asHost } from '../../../tests/support/host-api.ts';
import { createCoursesApi } from '../api.ts';
import { getCourseForBuild } from '../services/course-for-build.ts';

const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const KMZ = new Uint8Array(readFileSync(new URL('../seed-data/berlin-marathon-aid-stations.kmz', import.meta.url)));
const guest: Viewer = { kind: 'guest' };
const mallory: Viewer = { kind: 'user', id: 'mallory', name: 'Mallory', roles: ['member'] };
const admin: Viewer = { kind: 'user', id: 'ann', name: 'Ann', roles: ['member', 'admin'] };

function call(viewer: Viewer, path: string, body?: FormData) {
  const api = asHost(createCoursesApi({ viewer: async () => viewer, maxUploadBytes: () => 1024 * 1024 }), '/courses', {
    bodyLimit: 200 * 1024 * 1024,
  });
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}${path}`, { method: body ? 'POST' : 'GET', body: body ?? null, headers: { origin: ORIGIN } }),
  );
}

function form(fields: Record<string, string>, withFile = true): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en', title: 'Berlin', distance: 'marathon', status: 'private', ...fields }))
    data.append(k, v);
  if (withFile) data.append('file', new File([KMZ as Uint8Array<ArrayBuffer>], 'b.kmz'));
  return data;
}

describe('only the team sets public or obsolete', () => {
  it.each(['obsolete', 'public'])('a member creating a course with status %s is refused (422) and nothing is published', async (status) => {
    const answer = await call(mallory, '/', form({ status }));
    expect(answer.status).toBe(422);
    const body = (await answer.json()) as { errors: Record<string, string[]> };
    expect(body.errors.status?.[0]).toBe('Only the team can make a course public or obsolete: use “Ask to publish” on the course page.');
  });

  it('a member cannot turn their private course obsolete; guests never see it; the team can', async () => {
    const created = await call(mallory, '/', form({}));
    expect(created.status).toBe(201);
    const { uuid } = (await created.json()) as { uuid: string };
    expect((await call(mallory, `/${uuid}`, form({ status: 'obsolete' }, false))).status).toBe(422);
    const guestSees = async () => (await getCourseForBuild(orm().em.fork(), uuid, guest)) !== null;
    expect(await guestSees()).toBe(false);
    expect((await call(admin, `/${uuid}`, form({ status: 'obsolete' }, false))).status).toBe(200);
    expect(await guestSees()).toBe(true);
  });

  it('the answer is in the page language', async () => {
    const answer = await call(mallory, '/', form({ status: 'obsolete', locale: 'it' }));
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Solo il team può rendere un percorso pubblico od obsoleto: usa «Chiedi la pubblicazione» nella pagina del percorso.',
    );
  });
});
