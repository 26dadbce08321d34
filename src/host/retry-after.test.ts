/**
 * Every 429 tells the client when to come back (issue 28), on the wire: the host is served over
 * HTTP by @hono/node-server as `npm start` serves it (tests/support/host-server.ts).
 */
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostServer, type HostServer } from '../../tests/support/host-server.ts';
import { TooManyRequestsError } from '../lib/http-errors.ts';
import { DEFAULT_RETRY_AFTER_S } from './middleware/error-mapping.ts';
import { rateLimit } from './rate-limit.ts';

const limited = new Hono()
  .get('/typed', () => {
    throw new TooManyRequestsError(17);
  })
  .get('/unsaid', () => {
    throw new TooManyRequestsError(undefined, 'Slow down.');
  })
  .get('/counted', rateLimit({ name: 'retry-after-test', windowMs: 60_000, max: 1, pool: () => null }), (c) => c.json({ ok: true }));

let server: HostServer;
beforeAll(async () => {
  server = await hostServer([{ prefix: '/limits', app: limited }], {
    pages: () => {
      throw new TooManyRequestsError(5);
    },
  });
});
afterAll(() => server.close());

// A browser's request: it accepts compressed answers (the compress middleware then re-wraps the response).
const get = (path: string) =>
  fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' } });

describe('Retry-After on every 429, on the wire', () => {
  it("a limit's own wait (TooManyRequestsError) reaches the client", async () => {
    const response = await get('/api/limits/typed');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('17');
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: {} });
  });

  it('a 429 that does not say how long gets the default minute', async () => {
    const response = await get('/api/limits/unsaid');
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(DEFAULT_RETRY_AFTER_S));
  });

  it('the host rate limit: the second call in the window is a 429 with the seconds left', async () => {
    expect((await get('/api/limits/counted')).status).toBe(200);
    const response = await get('/api/limits/counted');
    expect(response.status).toBe(429);
    const seconds = Number(response.headers.get('retry-after'));
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });

  it('a page answered 429 (the error page) carries it too', async () => {
    const response = await get('/en/build');
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('retry-after')).toBe('5');
  });
});
