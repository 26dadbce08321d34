import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../tests/support/test-database.ts';
import { TooManyRequestsError } from '../lib/http-errors.ts';
import { createLimiter, rateLimit } from './rate-limit.ts';

const orm = useTestDatabase();
const pools: pg.Pool[] = [];
/** A pool of its own, as another app replica would have. */
const newPool = () => {
  const pool = new pg.Pool({ connectionString: orm().config.get('clientUrl')!, max: 2 });
  pools.push(pool);
  return pool;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.end()));
});

describe('rate limits in PostgreSQL (issue 14: many replicas)', () => {
  it('lets max requests through per window, then 429 with Retry-After, per client', async () => {
    const pool = newPool();
    const app = new Hono()
      .use(rateLimit({ name: 'single', windowMs: 60_000, max: 3, key: (c) => c.req.header('x-client') ?? '', pool: () => pool }))
      .get('/', (c) => c.text('ok'))
      .onError((error, c) => {
        if (!(error instanceof TooManyRequestsError)) throw error;
        c.header('Retry-After', String(error.retryAfterSeconds));
        return c.text('slow down', 429);
      });
    const hit = (client: string) => app.request('/', { headers: { 'x-client': client } });
    for (let i = 0; i < 3; i++) expect((await hit('a')).status).toBe(200);
    const limited = await hit('a');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    expect((await hit('b')).status).toBe(200);
  });

  it('two limiters on separate pools share one count (two replicas, one database)', async () => {
    const first = createLimiter({ name: 'shared', windowMs: 60_000, max: 10, pool: newPool });
    const second = createLimiter({ name: 'shared', windowMs: 60_000, max: 10, pool: newPool });
    const verdicts: boolean[] = [];
    for (let i = 0; i < 8; i++) {
      verdicts.push((await first.hit('203.0.113.9')).allowed);
      verdicts.push((await second.hit('203.0.113.9')).allowed);
    }
    expect(verdicts.filter(Boolean)).toHaveLength(10);
    expect(verdicts.slice(10)).toEqual([false, false, false, false, false, false]);
    // Another limit's counter is its own.
    expect((await createLimiter({ name: 'other', windowMs: 60_000, max: 1, pool: newPool }).hit('203.0.113.9')).allowed).toBe(true);
  });

  it('a new window starts afresh', async () => {
    const limiter = createLimiter({ name: 'window', windowMs: 1_000, max: 1, pool: newPool });
    expect((await limiter.hit('c')).allowed).toBe(true);
    const refused = await limiter.hit('c');
    expect(refused).toMatchObject({ allowed: false });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await limiter.hit('c')).allowed).toBe(true);
  });
  // Two real app processes sharing one limit over HTTP: src/host/replicas.test.ts.
});
