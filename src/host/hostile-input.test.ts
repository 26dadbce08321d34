/**
 * Hostile-probe findings on the host (issue 15): spoofed X-Forwarded-For (3), secrets in logs (6),
 * HSTS behind the TLS proxy (8), a response's own CSP overwritten (9).
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { routePath } from '../i18n/route-table.ts';
import { loggablePath, redactPath } from './log-redaction.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { rateLimit } from './rate-limit.ts';
import { clientAddress, trustedForwarded } from './request-checks.ts';
import { statusOf } from './middleware/error-mapping.ts';

const socket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('client address behind trusted proxies (point 3)', () => {
  it.each([
    ['1.1.1.1', 1, '1.1.1.1'],
    ['6.6.6.6, 1.1.1.1', 1, '1.1.1.1'],
    ['6.6.6.6, 7.7.7.7, 1.1.1.1', 1, '1.1.1.1'],
    ['6.6.6.6, 1.1.1.1, 10.0.0.2', 2, '1.1.1.1'],
    ['1.1.1.1', 2, '1.1.1.1'],
    [' , 1.1.1.1 ,', 1, '1.1.1.1'],
  ])('X-Forwarded-For %j with %i trusted hop(s) is %s', (header, hops, expected) => {
    expect(trustedForwarded(header, hops)).toBe(expected);
  });

  it('without a trusted proxy the header is ignored: the socket decides', async () => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, 0)));
    const answer = await app.request('/', { headers: { 'x-forwarded-for': '6.6.6.6' } }, socket('9.9.9.9'));
    expect(await answer.text()).toBe('9.9.9.9');
  });

  it('15 requests with rotating spoofed first entries share one limit', async () => {
    const app = new Hono()
      .use(rateLimit({ name: 'spoof-test', windowMs: 60_000, max: 10, key: (c) => clientAddress(c, 1), pool: () => null }))
      .post('/login', (c) => c.text('wrong password', 401))
      .onError((error, c) => c.text(error.message, statusOf(error) as 400));
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      const headers = { 'x-forwarded-for': `203.0.113.${i}, 198.51.100.7` };
      statuses.push((await app.request('/login', { method: 'POST', headers }, socket('10.0.0.2'))).status);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429, 429]);
  });
});

describe('secrets in logged paths (point 6)', () => {
  const token = 'Xk3vQ9mZr2LpW8sTn4YbHc7J';
  it.each(LOCALES)('the reset link of %s is logged without its token', (locale) => {
    const logged = loggablePath(new URL(`http://x${routePath(locale, 'reset-password.index', { token })}`));
    expect(logged).not.toContain(token);
    expect(logged).toContain('[redacted]');
  });

  it("better-auth's reset callback and token-like query values are redacted", () => {
    expect(loggablePath(new URL(`http://x/api/auth/reset-password/${token}?callbackURL=%2Fen`))).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fen',
    );
    expect(loggablePath(new URL(`http://x/api/auth/verify-email?token=abc.def&callbackURL=/en`))).toBe(
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fen',
    );
    expect(loggablePath(new URL(`http://x/en/unsubscribe/${token}`))).toBe('/en/unsubscribe/[redacted]');
  });

  it('keeps ordinary paths readable (slugs, UUIDs, settings)', () => {
    const uuid = '0b7e1c9e-6f3a-4c1e-9d7a-1234567890ab';
    expect(redactPath(`/en/build/course/${uuid}`)).toBe(`/en/build/course/${uuid}`);
    expect(redactPath('/en/course/granada-half-marathon-2025-official-course')).toBe(
      '/en/course/granada-half-marathon-2025-official-course',
    );
    expect(loggablePath(new URL('http://x/api/build/band.pdf?lang=fr&page=2'))).toBe('/api/build/band.pdf?lang=fr&page=2');
  });
});

describe('security headers (points 8 and 9)', () => {
  const app = (trustedHops: number) =>
    new Hono()
      .use(securityHeaders({ production: true, trustedHops }))
      .get('/page', (c) => c.text('ok'))
      .get('/avatar', (c) => c.body('png', 200, { 'Content-Security-Policy': "default-src 'none'; sandbox" }));

  it('sends HSTS behind the TLS proxy (X-Forwarded-Proto from a trusted hop)', async () => {
    const behind = await app(1).request('http://app.internal/page', { headers: { 'x-forwarded-proto': 'https' } });
    expect(behind.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });

  it('does not believe X-Forwarded-Proto without a trusted proxy, nor send HSTS over plain http', async () => {
    expect(
      (await app(0).request('http://app.internal/page', { headers: { 'x-forwarded-proto': 'https' } })).headers.has(
        'strict-transport-security',
      ),
    ).toBe(false);
    expect(
      (await app(1).request('http://app.internal/page', { headers: { 'x-forwarded-proto': 'http' } })).headers.has(
        'strict-transport-security',
      ),
    ).toBe(false);
  });

  it("keeps a response's own CSP (the avatar's sandbox) and gives the others the site's", async () => {
    const avatar = await app(0).request('http://app.internal/avatar');
    expect(avatar.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    const page = await app(0).request('http://app.internal/page');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});
