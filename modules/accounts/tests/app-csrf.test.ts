import { RequestContext } from '@mikro-orm/postgresql';
import { afterAll, describe, expect, it } from 'vitest';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { accountsHarness, CookieJar, ORIGIN } from './account-harness.ts';
import { issueXsrfToken, XSRF_LIFETIME_S } from '../../../src/host/middleware/xsrf-token.ts';

const orm = useTestDatabase();
const h = accountsHarness(orm);
afterAll(() => h.close());

const host = hostApi([{ prefix: '/', app: h.api }], { bodyLimit: 64 * 1024 });

/**
 * The mobile app's HTTP client as SPEC 7 describes it (Laravel Sanctum's protocol, as axios
 * implements it): a cookie jar; `GET /sanctum/csrf-cookie` before login and register; the
 * `XSRF-TOKEN` cookie echoed as `X-XSRF-TOKEN` (URL-decoded) on every write; on a 419 it fetches
 * the cookie again and retries the request once.
 */
function sanctumClient() {
  const jar = new CookieJar();
  const log: number[] = [];
  async function raw(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) {
    const headers = new Headers({ accept: 'application/json', origin: ORIGIN });
    if (payload) headers.set('content-type', 'application/json');
    if (jar.size) headers.set('cookie', jar.header());
    const xsrf = jar.get('XSRF-TOKEN');
    if (method === 'POST' && xsrf) headers.set('x-xsrf-token', decodeURIComponent(xsrf));
    const env = { incoming: { socket: { remoteAddress: '10.0.0.9' } } };
    const init = { method, headers, body: payload ? JSON.stringify(payload) : undefined };
    const response = await RequestContext.create(orm().em, () => host.request(`${ORIGIN}${path}`, init, env));
    jar.take(response);
    log.push(response.status);
    return response;
  }
  const refresh = () => raw('GET', '/sanctum/csrf-cookie');
  async function call(method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) {
    let response = await raw(method, path, payload);
    if (response.status === 419) {
      await refresh();
      response = await raw(method, path, payload);
    }
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> | null };
  }
  return { raw, call, refresh, jar, log };
}

describe('SPEC 7 CSRF handshake (GET /sanctum/csrf-cookie, X-XSRF-TOKEN, 419 then one retry)', () => {
  const email = 'csrf-runner@example.com';
  const password = 'tempo-run-42';

  it('gives a readable token cookie with 204, then takes it on register, login and logout', async () => {
    const app = sanctumClient();
    const cookie = await app.refresh();
    expect(cookie.status).toBe(204);
    const set = cookie.headers.getSetCookie().find((c) => c.startsWith('XSRF-TOKEN='))!;
    expect(set).toMatch(/Path=\//);
    expect(set).not.toMatch(/HttpOnly/i);
    expect(set).toMatch(/SameSite=Lax/i);

    const registered = await app.call('POST', '/api/register', { name: 'Cy', email, password, password_confirmation: password });
    expect(registered.status).toBe(201);
    expect((await app.call('POST', '/api/logout')).status).toBe(200);
    const login = await app.call('POST', '/api/login', { email, password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { email } });
    expect(app.log).not.toContain(419);
  });

  it('answers 419 to a stale token; the app refreshes the cookie and its retry goes through', async () => {
    const app = sanctumClient();
    const old = Date.now() - (XSRF_LIFETIME_S + 60) * 1000;
    app.jar.set('XSRF-TOKEN', issueXsrfToken(old));
    const login = await app.call('POST', '/api/login', { email, password });
    expect(app.log).toEqual([419, 204, 200]);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ user: { email } });
  });

  it('answers 419, in the error shape, to a token that is not the cookie’s, and again when the retry is as bad', async () => {
    const app = sanctumClient();
    await app.refresh();
    const forged = await app.raw('POST', '/api/login', { email, password }).then(async (first) => {
      expect(first.status).toBe(200);
      // Another token in the header than in the cookie (an attacker who cannot read the cookie).
      const headers = new Headers({ origin: ORIGIN, 'content-type': 'application/json', 'x-xsrf-token': issueXsrfToken() });
      headers.set('cookie', `XSRF-TOKEN=${app.jar.get('XSRF-TOKEN')}`);
      return host.request(
        `${ORIGIN}/api/logout`,
        { method: 'POST', headers, body: '{}' },
        { incoming: { socket: { remoteAddress: '10.0.0.9' } } },
      );
    });
    expect(forged.status).toBe(419);
    expect(await forged.json()).toEqual({ message: 'Your session token expired. Reload and try again.', errors: {} });
  });

  it('keeps the same-origin rule: a fresh token does not let another site write', async () => {
    const app = sanctumClient();
    await app.refresh();
    const token = app.jar.get('XSRF-TOKEN')!;
    const headers = new Headers({ origin: 'https://evil.example', 'content-type': 'application/json', 'x-xsrf-token': token });
    headers.set('cookie', `XSRF-TOKEN=${token}`);
    const response = await host.request(
      `${ORIGIN}/api/login`,
      { method: 'POST', headers, body: JSON.stringify({ email, password }) },
      { incoming: { socket: { remoteAddress: '10.0.0.9' } } },
    );
    expect(response.status).toBe(403);
  });
});
