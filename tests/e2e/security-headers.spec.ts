import { expect, test, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { DATABASE_URL } from './support/accounts.ts';

/**
 * Issue 28 on the production build: pages run no inline script the CSP does not name (every one
 * carries the nonce of its answer, cached pages included, and the browser refuses nothing); the
 * public API's errors are readable by other sites; every 429 says when to come back; every 401
 * names its challenge.
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

const OTHER_SITE = 'https://club-tools.example';

test('pages carry the nonce of their CSP on every inline script, and the browser refuses nothing', async ({ page }) => {
  const refused: string[] = [];
  // The head's number-formatting warm-up (src/ui/intl-warm-up.ts) is a Blob worker the CSP allows.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) refused.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  // The FAQ twice: rendered, then from the page cache (its own nonce, which the header must name).
  for (const path of ['/en', '/en/build', '/en/faq', '/en/faq', '/fr/predicteur']) {
    const response = (await page.goto(path))!;
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    const scriptSrc = headers['content-security-policy']!.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc, path).not.toContain("'unsafe-inline'");
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
    expect(nonce, path).toBeTruthy();
    const inline = ((await response.text()).match(/<script\b[^>]*>/g) ?? []).filter((tag) => !/\bsrc=/.test(tag));
    expect(inline.length, path).toBeGreaterThan(0);
    for (const tag of inline) expect(tag, path).toContain(`nonce="${nonce}"`);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.__cspViolations ?? []), path).toEqual([]);
  }
  expect(refused).toEqual([]);
  expect(workers.filter((url) => url.startsWith('blob:')).length).toBeGreaterThanOrEqual(5);
});

/** Clears this test's counts, so later tests are not limited by them. */
async function forgetLimits(prefixes: string[]) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    for (const prefix of prefixes) await client.query('delete from rate_limit where key like $1', [`${prefix}:%`]);
  } finally {
    await client.end();
  }
}

async function untilLimited(send: () => ReturnType<APIRequestContext['get']>, most: number) {
  for (let i = 0; i <= most; i++) {
    const response = await send();
    if (response.status() === 429) return response;
  }
  throw new Error(`no 429 after ${most + 1} calls`);
}

test('every 429 says when to come back: the public API and SPEC 7 login', async ({ request, baseURL }) => {
  // The windows are fixed and start at a key's first call: a login of an earlier test could open
  // one that closes half-way through this loop and let it run on into a fresh window.
  await forgetLimits(['public-api', 'auth-sign-in']);
  try {
    const api = await untilLimited(() => request.get('/api/v1/geo', { headers: { origin: OTHER_SITE } }), 130);
    expect(Number(api.headers()['retry-after'])).toBeGreaterThan(0);
    expect(api.headers()['access-control-allow-origin']).toBe('*');
    expect(api.headers()['access-control-expose-headers']).toContain('Retry-After');

    const login = await untilLimited(
      () =>
        request.post('/api/login', { headers: { origin: baseURL! }, data: { email: 'nobody@example.com', password: 'not-the-password' } }),
      12,
    );
    expect(Number(login.headers()['retry-after'])).toBeGreaterThan(0);
  } finally {
    await forgetLimits(['public-api', 'auth-sign-in']);
  }
});

test("the public API's errors are readable by another site; a 401 names its challenge", async ({ request }) => {
  const headers = { origin: OTHER_SITE };
  const answers = [
    [
      400,
      await request.post('/api/v1/plan', { headers: { ...headers, 'content-type': 'application/json' }, data: Buffer.from('{"plan":') }),
    ],
    [404, await request.get('/api/v1/no-such-call', { headers })],
    [415, await request.post('/api/v1/plan', { headers: { ...headers, 'content-type': 'text/plain' }, data: 'plan' })],
    [422, await request.post('/api/v1/plan', { headers, data: { plan: { bands: [{ goal: 'soon' }] } } })],
  ] as const;
  for (const [status, response] of answers) {
    expect(response.status()).toBe(status);
    expect(response.headers()['access-control-allow-origin'], String(status)).toBe('*');
    expect(response.headers()['cross-origin-resource-policy'], String(status)).toBe('cross-origin');
    expect(await response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
  }
  const preflight = await request.fetch('/api/v1/plan', {
    method: 'OPTIONS',
    headers: { ...headers, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-headers']).toBe('content-type');

  const profile = await request.get('/api/profile');
  expect(profile.status()).toBe(401);
  expect(profile.headers()['www-authenticate']).toBe('Cookie realm="paceband"');
});
