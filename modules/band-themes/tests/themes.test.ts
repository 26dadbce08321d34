/**
 * Band themes (issue 13 point 9) through their API on a real database, as the host mounts it:
 * seeded once, made, edited and deleted by staff only, images checked by their bytes.
 */
import { readFileSync } from 'node:fs';
import { RequestContext } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { themeRoutes, THEME_BODY_LIMIT } from '../api.ts';
import { findTheme, listThemeChoices } from '../data/band-theme.repository.ts';
import { seed } from '../seed.ts';

const orm = useTestDatabase();
const GUEST: Viewer = { kind: 'guest' };
const STAFF: Viewer = { kind: 'user', id: 'staff-1', name: 'Staff', roles: ['member', 'admin'] };
const app = hostApi([{ prefix: '/themes', app: themeRoutes(), bodyLimit: THEME_BODY_LIMIT }]);
const png = readFileSync(new URL('../seed-data/themes/finish-border.png', import.meta.url));
const as = (who: Viewer) => setViewerSource(async () => who);

async function send(method: string, path: string, fields: Record<string, string | Blob> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const response = await RequestContext.create(orm().em, () =>
    app.request(`/api${path}`, { method, body: method === 'DELETE' ? undefined : form, headers: { Origin: 'http://localhost' } }),
  );
  return {
    status: response.status,
    body: (await response.json().catch(() => null)) as { id?: string; message?: string; errors?: Record<string, string[]> },
  };
}

afterAll(() => as(GUEST));

describe('band themes (issue 13 point 9)', () => {
  it('are seeded once, by name', async () => {
    expect(await seed(orm().em.fork())).toEqual({ themes: 3 });
    expect(await seed(orm().em.fork())).toEqual({ themes: 0 });
    const names = (await listThemeChoices(orm().em.fork())).map((t) => t.name);
    expect(names).toEqual(['Finish line', 'Sunrise', 'Trail']);
  });

  it('are made, edited and deleted by staff only, with PNG or JPEG images of at most 1 MB', async () => {
    const fields = { name: 'Club colours', borderWidthMm: '2', position: 'top', borderImage: new Blob([png], { type: 'image/png' }) };
    as(GUEST);
    expect((await send('POST', '/themes', fields)).status).toBe(401);
    as({ kind: 'user', id: 'm', name: 'M', roles: ['member'] });
    expect((await send('POST', '/themes', fields)).status).toBe(403);
    as(STAFF);
    const notAnImage = await send('POST', '/themes', { ...fields, borderImage: new Blob(['<svg/>'], { type: 'image/png' }) });
    expect(notAnImage.status).toBe(422);
    expect(notAnImage.body.errors?.borderImage).toEqual(['The image must be a PNG or JPEG file.']);
    const huge = await send('POST', '/themes', {
      ...fields,
      backgroundImage: new Blob([new Uint8Array(1024 * 1024 + 1)], { type: 'image/png' }),
    });
    expect(huge.body.errors?.backgroundImage).toEqual(['The image is larger than 1 MB.']);
    const noName = await send('POST', '/themes', { ...fields, name: ' ', borderWidthMm: '9' });
    expect(Object.keys(noName.body.errors ?? {}).sort()).toEqual(['borderWidthMm', 'name']);
    const french = await send('POST', '/themes', { ...fields, name: '', locale: 'fr' });
    expect(french.body.errors?.name).toEqual(['Donnez un nom au thème.']);

    const made = await send('POST', '/themes', fields);
    expect(made.status).toBe(201);
    expect((await findTheme(orm().em.fork(), made.body.id!))?.borderImage).toMatch(/^data:image\/png;base64,/);
    const edited = await send('PUT', `/themes/${made.body.id}`, {
      ...fields,
      name: 'Club colours 2',
      removeBorder: 'on',
      borderImage: new Blob([]),
    });
    expect(edited.status).toBe(200);
    const saved = await findTheme(orm().em.fork(), made.body.id!);
    expect(saved).toMatchObject({ name: 'Club colours 2', borderImage: null, borderWidthMm: 2, position: 'top' });

    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await send('PUT', `/themes/${missing}`, fields)).body.message).toBe('This theme does not exist.');
    as({ kind: 'user', id: 'm', name: 'M', roles: ['member'] });
    expect((await send('DELETE', `/themes/${made.body.id}`)).status).toBe(403);
    as(STAFF);
    expect((await send('DELETE', `/themes/${made.body.id}`)).status).toBe(204);
    expect(await findTheme(orm().em.fork(), made.body.id!)).toBeNull();
    expect((await send('DELETE', `/themes/${made.body.id}?lang=it`)).body.message).toBe('Questo tema non esiste.');
  });
});
