import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isSameSiteRequest, sameSiteWrites } from './request-checks.ts';

const req = (headers: Record<string, string>) => new Request('http://app.test/api/x', { method: 'POST', headers });

describe('isSameSiteRequest', () => {
  it.each([
    [{ origin: 'http://app.test' }, true],
    [{ origin: 'https://public.example' }, true],
    [{ origin: 'https://evil.example' }, false],
    [{ origin: 'null', referer: 'http://app.test/en/build' }, true],
    [{ 'sec-fetch-site': 'same-origin' }, true],
    [{ 'sec-fetch-site': 'cross-site' }, false],
    [{ referer: 'https://evil.example/page' }, false],
    [{ referer: 'not a url' }, false],
    [{}, false],
  ])('%j → %s', (headers, expected) => {
    expect(isSameSiteRequest(req(headers), ['https://public.example'])).toBe(expected);
  });
});

describe('sameSiteWrites', () => {
  const app = new Hono().use(sameSiteWrites()).all('/x', (c) => c.text('done'));
  it('lets reads through and refuses cross-site writes with 403', async () => {
    expect((await app.request('http://app.test/x')).status).toBe(200);
    expect((await app.request('http://app.test/x', { method: 'DELETE', headers: { origin: 'https://evil.example' } })).status).toBe(403);
    expect((await app.request('http://app.test/x', { method: 'POST', headers: { origin: 'http://app.test' } })).status).toBe(200);
  });
});
