/**
 * Issue 15, point 10: saved bands had no cap and the list silently stopped at 500. Now each
 * account keeps at most MAX_SAVED_BANDS (a clear 409 in the user's language, parallel saves
 * included) and the list is paginated, so every band can be reached.
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createBandBuilderApi } from '../api.ts';
import { listSavedBands, MAX_SAVED_BANDS, SAVED_BANDS_PER_PAGE } from '../data/saved-band.repository.ts';
import { SavedBand } from '../entities.ts';
import { DEFAULT_STATE, toDefinition } from '../ui/builder-state.ts';
import { asHost } from '../../../tests/support/host-api.ts';

const orm = useTestDatabase();
const api = asHost(
  createBandBuilderApi({
    viewer: async (c): Promise<Viewer> => ({ kind: 'user', id: c.req.header('x-test-user') ?? 'x', name: 'x', roles: ['member'] }),
  }),
  '/bands',
);
const ORIGIN = 'http://localhost';

function call(method: string, path: string, user: string, body?: unknown) {
  const headers = { origin: ORIGIN, 'content-type': 'application/json', 'x-test-user': user };
  return RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/saved${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) }),
  );
}

/** Fills an account up to `count` bands straight in the table (the API path is tested below). */
async function fill(ownerId: string, count: number) {
  const em = orm().em.fork();
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < count; i++) {
    em.create(SavedBand, {
      id: crypto.randomUUID(),
      ownerId,
      title: `Band ${i}`,
      definition: toDefinition(DEFAULT_STATE),
      updatedAt: new Date(base + i * 1000),
    });
  }
  await em.flush();
}

describe('saved bands cap and pagination', () => {
  it('refuses the band over the cap with a clear message in four languages; deleting one makes room', async () => {
    await fill('full', MAX_SAVED_BANDS - 1);
    expect((await call('POST', '', 'full', { title: 'Last one', definition: toDefinition(DEFAULT_STATE), locale: 'en' })).status).toBe(201);
    const messages: Record<string, string> = {
      en: `You already keep ${MAX_SAVED_BANDS} saved bands`,
      fr: `Vous gardez déjà ${MAX_SAVED_BANDS} bracelets`,
      es: `Ya guardas ${MAX_SAVED_BANDS} pulseras`,
      it: `Conservi già ${MAX_SAVED_BANDS} braccialetti`,
    };
    for (const [locale, text] of Object.entries(messages)) {
      const refused = await call('POST', '', 'full', { title: 'One more', definition: toDefinition(DEFAULT_STATE), locale });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toContain(text);
    }
    const { bands } = await listSavedBands(orm().em.fork(), 'full');
    const duplicate = await call('POST', `/${bands[0]!.id}/duplicate`, 'full', { locale: 'en' });
    expect(duplicate.status).toBe(409);
    expect((await call('DELETE', `/${bands[0]!.id}`, 'full')).status).toBe(204);
    expect((await call('POST', '', 'full', { title: 'Room again', definition: toDefinition(DEFAULT_STATE), locale: 'en' })).status).toBe(
      201,
    );
    expect((await listSavedBands(orm().em.fork(), 'full')).total).toBe(MAX_SAVED_BANDS);
  });

  it('parallel saves cannot pass the cap together', async () => {
    await fill('racer', MAX_SAVED_BANDS - 3);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        call('POST', '', 'racer', { title: `Race ${i}`, definition: toDefinition(DEFAULT_STATE), locale: 'en' }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(9);
    expect((await listSavedBands(orm().em.fork(), 'racer')).total).toBe(MAX_SAVED_BANDS);
  });

  it('the list is paginated, newest first, and every band is reachable', async () => {
    await fill('pages', 45);
    const seen = new Set<string>();
    const first = await listSavedBands(orm().em.fork(), 'pages');
    expect(first).toMatchObject({ total: 45, page: 1, pages: Math.ceil(45 / SAVED_BANDS_PER_PAGE) });
    expect(first.bands[0]!.title).toBe('Band 44');
    for (let page = 1; page <= first.pages; page++) {
      for (const band of (await listSavedBands(orm().em.fork(), 'pages', page)).bands) seen.add(band.id);
    }
    expect(seen.size).toBe(45);
    // Out-of-range pages land on the nearest real one.
    expect((await listSavedBands(orm().em.fork(), 'pages', 99)).page).toBe(first.pages);
    expect((await listSavedBands(orm().em.fork(), 'pages', -3)).page).toBe(1);
  });
});
