import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createBandBuilderApi } from '../api.ts';
import { listSavedBands } from '../data/saved-band.repository.ts';
import { DEFAULT_STATE, toDefinition, type BuilderState } from '../ui/builder-state.ts';
import { asHost, testUserViewer } from '../../../tests/support/host-api.ts';

const orm = useTestDatabase();

// The test says who is asking through a header (x-test-user) only this app instance reads.
const api = asHost(createBandBuilderApi({ viewer: testUserViewer }), '/bands');

const ORIGIN = 'http://localhost';

async function call(method: string, path: string, user: string | null, body?: unknown, origin = ORIGIN) {
  const headers: Record<string, string> = { origin, 'content-type': 'application/json' };
  if (user) headers['x-test-user'] = user;
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/saved${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
}

const boston = {
  ...DEFAULT_STATE,
  band: { ...DEFAULT_STATE.band, title: 'Boston' },
  plan: { ...DEFAULT_STATE.plan, bands: [{ count: 2, goal: '3:15:00' }] },
};

describe('my pace bands API (real PostgreSQL)', () => {
  it('asks guests to log in', async () => {
    const response = await call('POST', '', null, { title: 'x', definition: toDefinition(boston as BuilderState), locale: 'es' });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe('Inicia sesión para guardar');
  });

  it("tells the build page's Save button who is asking: guests, members, and the saved band only for its owner", async () => {
    const viewer = async (user: string | null, saved?: string) => {
      const response = await call('GET', `/viewer${saved ? `?saved=${saved}` : ''}`, user);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      return response.json();
    };
    const { id } = (await (await call('POST', '', 'dee', { title: 'Paris', definition: toDefinition(boston as BuilderState) })).json()) as {
      id: string;
    };
    expect(await viewer(null)).toEqual({ signedIn: false, savedId: null, name: null });
    expect(await viewer(null, id)).toEqual({ signedIn: false, savedId: null, name: null });
    expect(await viewer('dee')).toEqual({ signedIn: true, savedId: null, name: null });
    // The owner gets the band's name in the list, not the title printed on it ("Boston").
    expect(await viewer('dee', id)).toEqual({ signedIn: true, savedId: id, name: 'Paris' });
    expect(await viewer('eve', id)).toEqual({ signedIn: true, savedId: null, name: null });
    expect(await viewer('dee', 'not-a-uuid')).toEqual({ signedIn: true, savedId: null, name: null });
  });

  it('saves a band with its settings as they were', async () => {
    const response = await call('POST', '', 'ann', {
      title: '  Boston 3:15  ',
      definition: toDefinition(boston as BuilderState),
      locale: 'en',
    });
    expect(response.status).toBe(201);
    const [saved] = (await listSavedBands(orm().em.fork(), 'ann')).bands;
    expect(saved).toMatchObject({ title: 'Boston 3:15' });
    expect(saved!.definition).toMatchObject({ band: { title: 'Boston' }, plan: { bands: [{ count: 2, goal: '3:15:00' }] } });
  });

  it('keeps terrain rows, their marks, the dials and the split; a dial out of range is refused with its field', async () => {
    const hills = {
      ...boston,
      plan: { ...boston.plan, rowsBy: 'terrain', terrainMarks: true, uphillEffort: '1.4', downhillEffort: '0.6', negativeSplit: '2' },
    };
    expect((await call('POST', '', 'ian', { title: 'Hills', definition: toDefinition(hills as BuilderState), locale: 'en' })).status).toBe(
      201,
    );
    const [saved] = (await listSavedBands(orm().em.fork(), 'ian')).bands;
    expect(saved!.definition).toMatchObject({
      v: 1,
      plan: { rowsBy: 'terrain', terrainMarks: true, uphillEffort: 1.4, downhillEffort: 0.6, negativeSplitPercent: 2 },
    });
    const steep = { ...hills, plan: { ...hills.plan, downhillEffort: '1.6' } };
    const refused = await call('POST', '', 'ian', { title: 'Too steep', definition: toDefinition(steep as BuilderState), locale: 'it' });
    expect(refused.status).toBe(400);
    const { errors } = (await refused.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(errors)).toEqual(['plan.downhillEffort']);
    expect(errors['plan.downhillEffort']![0]).toMatch(/0.*1,5/);
  });

  it('refuses an empty name and impossible settings, in the asked language', async () => {
    const noName = await call('POST', '', 'ann', { title: ' ', definition: toDefinition(boston as BuilderState), locale: 'fr' });
    expect(noName.status).toBe(400);
    expect(((await noName.json()) as { errors: Record<string, string[]> }).errors.title).toEqual(['Donnez un nom au bracelet.']);
    const impossible = { ...boston, plan: { ...boston.plan, bands: [{ count: 1, goal: '0:20:00' }] } };
    const refused = await call('POST', '', 'ann', {
      title: 'Too fast',
      definition: toDefinition(impossible as BuilderState),
      locale: 'en',
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(((await refused.json()) as { errors: Record<string, string[]> }).errors)[0]).toMatch(/^plan/);
  });

  it("keeps each user's bands to themselves: others, forged ids and replays get 404", async () => {
    const created = (await (await call('POST', '', 'ann', { title: 'Mine', definition: toDefinition(boston as BuilderState) })).json()) as {
      id: string;
    };
    for (const [method, path] of [
      ['PUT', `/${created.id}`],
      ['POST', `/${created.id}/duplicate`],
      ['DELETE', `/${created.id}`],
    ] as const) {
      expect((await call(method, path, 'bob', { title: 'Stolen' })).status).toBe(404);
    }
    expect((await call('DELETE', '/not-a-uuid', 'ann')).status).toBe(404);
    expect((await call('PUT', '/00000000-0000-4000-8000-000000000000', 'ann', { title: 'x' })).status).toBe(404);
    expect((await listSavedBands(orm().em.fork(), 'ann')).bands.map((b) => b.title)).toContain('Mine');
    expect((await listSavedBands(orm().em.fork(), 'bob')).bands).toEqual([]);
  });

  it('keeps the name in the list and the printed title apart: saving settings never renames, renaming never reprints', async () => {
    const { id } = (await (
      await call('POST', '', 'fay', { title: 'Spring race', definition: toDefinition(boston as BuilderState) })
    ).json()) as { id: string };
    const faster = { ...boston, plan: { ...boston.plan, bands: [{ count: 1, goal: '3:05:00' }] } };
    // The build page's Save: the name as shown in its own field, the state with its printed title.
    expect((await call('PUT', `/${id}`, 'fay', { title: 'Spring race', definition: toDefinition(faster as BuilderState) })).status).toBe(
      200,
    );
    expect((await call('PUT', `/${id}`, 'fay', { title: 'Spring race, A goal' })).status).toBe(200);
    const { bands } = await listSavedBands(orm().em.fork(), 'fay');
    expect(bands).toHaveLength(1);
    expect(bands[0]).toMatchObject({ id, title: 'Spring race, A goal' });
    expect(bands[0]!.definition).toMatchObject({ band: { title: 'Boston' }, plan: { bands: [{ count: 1, goal: '3:05:00' }] } });
    // Someone else's Save on this id (a forged or guessed one) changes nothing.
    expect((await call('PUT', `/${id}`, 'gus', { title: 'Mine now', definition: toDefinition(boston as BuilderState) })).status).toBe(404);
    expect((await listSavedBands(orm().em.fork(), 'fay')).bands[0]).toMatchObject({ title: 'Spring race, A goal' });
  });

  it('renames, duplicates and deletes; a replayed delete loses nothing else', async () => {
    const { id } = (await (await call('POST', '', 'cy', { title: 'Berlin', definition: toDefinition(boston as BuilderState) })).json()) as {
      id: string;
    };
    expect((await call('PUT', `/${id}`, 'cy', { title: 'Berlin 2027' })).status).toBe(200);
    const copy = await call('POST', `/${id}/duplicate`, 'cy', { locale: 'it' });
    expect(copy.status).toBe(201);
    expect(((await copy.json()) as { title: string }).title).toBe('Copia di Berlin 2027');
    expect((await call('DELETE', `/${id}`, 'cy')).status).toBe(204);
    expect((await call('DELETE', `/${id}`, 'cy')).status).toBe(404);
    expect((await listSavedBands(orm().em.fork(), 'cy')).bands.map((b) => b.title)).toEqual(['Copia di Berlin 2027']);
  });

  it('refuses writes from another site', async () => {
    const response = await call(
      'POST',
      '',
      'ann',
      { title: 'x', definition: toDefinition(boston as BuilderState) },
      'https://evil.example',
    );
    expect(response.status).toBe(403);
  });
});
