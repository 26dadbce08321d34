/**
 * Issue 28: a NUL in a band's title (or anywhere in its saved settings) was a 500 from
 * PostgreSQL; titles are one line, without control characters.
 */
import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { asHost } from '../../../tests/support/host-api.ts';
import { createBandBuilderApi } from '../api.ts';
import { findSavedBand } from '../data/saved-band.repository.ts';
import { bandSettingsSchema } from '../../band-render/index.ts';
import { DEFAULT_STATE, toDefinition } from '../ui/builder-state.ts';

const orm = useTestDatabase();
const api = asHost(
  createBandBuilderApi({ viewer: async (): Promise<Viewer> => ({ kind: 'user', id: 'nul-user', name: 'x', roles: ['member'] }) }),
  '/bands',
);
const ORIGIN = 'http://localhost';

function call(method: string, path: string, body: unknown) {
  const headers = { origin: ORIGIN, 'content-type': 'application/json' };
  return RequestContext.create(orm().em, () => api.request(`${ORIGIN}/saved${path}`, { method, headers, body: JSON.stringify(body) }));
}

const plain = toDefinition(DEFAULT_STATE);
const hostileDefinition = {
  ...plain,
  plan: { ...plain.plan, bands: [{ count: 1, goal: '4:00:00', 'x\u0000': 'junk\u0000' }] },
  band: { ...plain.band, title: 'Berlin\u0000\r\nMarathon' },
  'extra\u0000': 'junk',
};

describe('a band title with NUL', () => {
  it('is saved on one line without it, never a 500', async () => {
    const created = await call('POST', '', { title: 'My\u0000 band\r\nfor Berlin\u0007', definition: hostileDefinition, locale: 'en' });
    expect(created.status).toBe(201);
    const { id, title } = (await created.json()) as { id: string; title: string };
    expect(title).toBe('My band for Berlin');
    const saved = await findSavedBand(orm().em.fork(), 'nul-user', id);
    const definition = saved!.definition as typeof plain;
    expect(definition.band.title).toBe('Berlin Marathon');
    expect(JSON.stringify(definition)).not.toMatch(/\\u0000|junk/);

    const renamed = await call('PUT', `/${id}`, { title: '\u0000Renamed\u0000', definition: hostileDefinition, locale: 'en' });
    expect(renamed.status).toBe(200);
    expect(((await renamed.json()) as { title: string }).title).toBe('Renamed');
  });

  it('a title of controls only is required, like an empty one', async () => {
    const refused = await call('POST', '', { title: '\u0000\r\n\u0000', definition: plain, locale: 'en' });
    expect(refused.status).toBe(400);
  });

  it('the printed title is one line', () => {
    expect(bandSettingsSchema.parse({ title: 'Berlin\r\nMarathon\u0000' }).title).toBe('Berlin Marathon');
  });
});
