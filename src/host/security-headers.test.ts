/**
 * The host's headers on every kind of answer (issue 28): who may open our pages in a shared
 * window (COOP), who may embed what (CORP), and how to authenticate after a 401. The host's chain
 * is served over HTTP (tests/support/host-server.ts).
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostServer, type HostServer } from '../../tests/support/host-server.ts';
import { UnauthenticatedError } from '../lib/http-errors.ts';
import { SESSION_CHALLENGE } from './middleware/security-headers.ts';

const TOKEN = 'metrics-token-for-the-test-0123456789';
const open = new Hono().get('/thing', (c) => c.json({ ok: true }));
const own = new Hono()
  .get('/profile', () => {
    throw new UnauthenticatedError();
  })
  .get('/card.png', (c) => c.body('png', 200, { 'Content-Type': 'image/png', 'Cross-Origin-Resource-Policy': 'cross-origin' }))
  .get('/list', (c) => c.json([]));

let server: HostServer;
beforeAll(async () => {
  server = await hostServer(
    [
      { prefix: '/v9', app: open, stateless: true },
      { prefix: '/own', app: own },
    ],
    { metricsToken: TOKEN, pages: async (c) => c.html('<!doctype html><title>page</title>') },
  );
});
afterAll(() => server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.origin}${path}`, { headers });

describe('isolation headers', () => {
  it.each([
    ['a page', '/en/faq', 'same-origin'],
    ["the site's own API", '/api/own/list', 'same-origin'],
    ['the public API', '/api/v9/thing', 'cross-origin'],
    ['a public API error', '/api/v9/missing', 'cross-origin'],
    ['a file made for other sites (its own policy kept)', '/api/own/card.png', 'cross-origin'],
    ['an unknown API path', '/api/nothing', 'same-origin'],
  ])('%s (%s): COOP same-origin, CORP %s', async (_label, path, corp) => {
    const response = await get(path);
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('cross-origin-resource-policy')).toBe(corp);
  });
});

describe('WWW-Authenticate on every 401', () => {
  it("a guest asking for a member's data is told to sign in (the session cookie)", async () => {
    const response = await get('/api/own/profile');
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe(SESSION_CHALLENGE);
    expect(response.headers.get('www-authenticate')).toMatch(/^Cookie realm="paceband"/);
  });

  it('/metrics without its token keeps its bearer challenge', async () => {
    const response = await get('/metrics', { authorization: 'Bearer wrong' });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer realm="metrics"');
    expect((await get('/metrics', { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
  });

  it('answers that are not 401 have no challenge', async () => {
    expect((await get('/api/own/list')).headers.get('www-authenticate')).toBeNull();
  });
});
