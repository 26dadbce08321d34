/**
 * Another site's page may read every answer of the public API (issue 28), errors included: a
 * missing CORS header turns the error's JSON into "Failed to fetch". The host's chain is served
 * over HTTP as `npm start` serves it (tests/support/host-server.ts), each status called from
 * another origin.
 */
// First, as in the server bundle: the band builder's schemas exist before the OpenAPI extension loads.
import '../../band-builder/index.ts';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostServer, type HostServer } from '../../../tests/support/host-server.ts';
import type { ApiContribution } from '../../../src/host/module-contract.ts';
import { createPublicApi, COURSE_FILE_LIMIT, docsApi } from '../api.ts';
import { publicApiModule } from '../module.ts';

const OTHER_SITE = 'https://club-tools.example';
const servers: HostServer[] = [];
async function start(mounts: readonly ApiContribution[], options: { maintenance?: boolean } = {}) {
  const server = await hostServer(mounts, options);
  servers.push(server);
  return server;
}
afterAll(() => Promise.all(servers.map((s) => s.close())));

let api: HostServer;
let limited: HostServer;
let maintenance: HostServer;
beforeAll(async () => {
  api = await start(publicApiModule.api);
  limited = await start([
    { prefix: '/v1', app: createPublicApi({ rateLimitMax: 1 }) as unknown as Hono, stateless: true },
    { prefix: '/docs', app: docsApi, stateless: true },
  ]);
  maintenance = await start(publicApiModule.api, { maintenance: true });
});

/** A page of another site calling the API with fetch (its Origin, a compressed answer welcome). */
function call(
  server: HostServer,
  path: string,
  init: { method?: string; json?: string; headers?: Record<string, string>; body?: BodyInit } = {},
) {
  const headers: Record<string, string> = { origin: OTHER_SITE, 'accept-encoding': 'gzip, deflate, br', ...init.headers };
  if (init.json !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${server.origin}${path}`, {
    method: init.method ?? (init.json || init.body ? 'POST' : 'GET'),
    headers,
    body: init.json ?? init.body,
  });
}

function expectReadable(response: Response) {
  expect(response.headers.get('access-control-allow-origin')).toBe('*');
  expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  expect(response.headers.get('access-control-expose-headers')).toMatch(/Retry-After/);
}

const plan = JSON.stringify({ plan: { bands: [{ goal: '50:00' }], distanceM: 10000 } });

describe('CORS on every answer of the public API', () => {
  it.each([
    ['200 splits', () => call(api, '/api/v1/plan', { json: plan }), 200],
    ['200 the document', () => call(api, '/api/docs'), 200],
    ['400 malformed JSON', () => call(api, '/api/v1/plan', { json: '{"plan":' }), 400],
    ['404 an unknown operation', () => call(api, '/api/v1/nothing-here'), 404],
    ['413 a JSON body over the cap', () => call(api, '/api/v1/plan', { json: JSON.stringify({ pad: 'x'.repeat(70 * 1024) }) }), 413],
    [
      '413 a body over the mount cap, refused by the host before reading',
      () =>
        call(api, '/api/v1/plan/course-file', {
          body: new Uint8Array(COURSE_FILE_LIMIT + 128 * 1024),
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      413,
    ],
    ['415 a body that is not JSON', () => call(api, '/api/v1/plan', { body: 'plan', headers: { 'content-type': 'text/plain' } }), 415],
    ['422 invalid settings', () => call(api, '/api/v1/plan', { json: JSON.stringify({ plan: { bands: [{ goal: 'soon' }] } }) }), 422],
  ] as const)('%s', async (_label, send, status) => {
    const response = await send();
    expect(response.status).toBe(status);
    expectReadable(response);
    if (status !== 200) expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  });

  it('a workout merged to fit the watches’ 50 steps says so in a header the page may read', async () => {
    const json = JSON.stringify({ plan: { bands: [{ goal: '3:30:00' }], distanceM: 42195, every: 0.15 } });
    const response = await call(api, '/api/v1/bands/fit?kind=workout', { json });
    expect(response.status).toBe(200);
    expectReadable(response);
    expect(response.headers.get('x-workout-steps-merged')).toBe('282->50');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/X-Workout-Steps-Merged/);
  });

  it('429 over the rate limit, with a Retry-After the page may read', async () => {
    expect((await call(limited, '/api/v1/geo')).status).toBe(200);
    const response = await call(limited, '/api/v1/geo');
    expect(response.status).toBe(429);
    expectReadable(response);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('503 in maintenance, with Retry-After', async () => {
    for (const path of ['/api/v1/geo', '/api/docs']) {
      const response = await call(maintenance, path);
      expect(response.status).toBe(503);
      expectReadable(response);
      expect(response.headers.get('retry-after')).toBe('600');
    }
  });

  it('answers preflights before limits and maintenance, without credentials', async () => {
    for (const server of [api, limited, maintenance]) {
      const response = await call(server, '/api/v1/plan', {
        method: 'OPTIONS',
        headers: { 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, accept-language' },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
      expect(response.headers.get('access-control-allow-methods')).toMatch(/POST/);
      expect(response.headers.get('access-control-allow-headers')).toBe('content-type, accept-language');
      expect(response.headers.get('access-control-max-age')).toBe('86400');
    }
  });

  it("other API routes stay the site's own", async () => {
    const response = await fetch(`${api.origin}/api/nothing-here`, { headers: { origin: OTHER_SITE } });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
