import { describe, expect, it } from 'vitest';
import { isSameSiteRequest } from './request-checks.ts';

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
