import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { rateLimit } from './rate-limit.ts';

describe('rateLimit', () => {
  it('lets max requests through per window, then answers 429 with Retry-After, per client', async () => {
    let now = 1_000_000;
    const app = new Hono().use(rateLimit({ windowMs: 60_000, max: 3, key: (c) => c.req.header('x-client') ?? '', now: () => now }));
    app.get('/', (c) => c.text('ok'));
    const hit = (client: string) => app.request('/', { headers: { 'x-client': client } });
    for (let i = 0; i < 3; i++) expect((await hit('a')).status).toBe(200);
    const limited = await hit('a');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await hit('b')).status).toBe(200);
    now += 30_000;
    expect((await hit('a')).headers.get('retry-after')).toBe('30');
    now += 30_000;
    expect((await hit('a')).status).toBe(200);
  });
});
