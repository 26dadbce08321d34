import { createServer, type Server } from 'node:http';
import { expect, test, type Page } from '@playwright/test';

/**
 * SPEC 7's analytics and ad scripts, behind consent. The e2e server is configured (tests/e2e/server.ts)
 * with ANALYTICS_ID/ANALYTICS_SCRIPT_URL and ADS_CLIENT/ADS_SCRIPT_URL pointing at the fake script
 * server this file starts: each script only counts that it ran (with CORS, as the ad loader, fetched
 * with crossorigin=anonymous, is served).
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SCRIPTS_ORIGIN = `http://127.0.0.1:${PORT + 3000}`;

declare global {
  interface Window {
    __fakeAnalytics?: number;
    __fakeAds?: number;
    __cspViolations?: string[];
  }
}

let server: Server;
const served: string[] = [];

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', SCRIPTS_ORIGIN);
    served.push(url.pathname + url.search);
    const counter = url.pathname === '/tag.js' ? '__fakeAnalytics' : url.pathname === '/ads.js' ? '__fakeAds' : null;
    if (!counter) return response.writeHead(404).end();
    response
      .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      .end(`window.${counter} = (window.${counter} || 0) + 1;`);
  });
  await new Promise<void>((resolve) => server.listen(PORT + 3000, '127.0.0.1', resolve));
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ran = (page: Page) =>
  page.evaluate(() => ({ analytics: window.__fakeAnalytics ?? 0, ads: window.__fakeAds ?? 0, csp: window.__cspViolations ?? [] }));

test.describe('before any choice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('nothing loads until the visitor accepts; then each script once, without a CSP refusal', async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        window.__cspViolations = [...(window.__cspViolations ?? []), `${e.violatedDirective} ${e.blockedURI}`];
      });
    });
    served.length = 0;
    const response = (await page.goto('/en/faq'))!;
    const policy = response.headers()['content-security-policy'] ?? '';
    const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain(SCRIPTS_ORIGIN);
    await page.waitForLoadState('networkidle');
    expect(await ran(page)).toEqual({ analytics: 0, ads: 0, csp: [] });
    expect(served).toEqual([]);

    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    await expect.poll(() => ran(page)).toEqual({ analytics: 1, ads: 1, csp: [] });
    expect(served.sort()).toEqual(['/ads.js?client=ca-pub-e2e', '/tag.js']);
    // The script reads its own settings from its tag (Plausible's data-domain).
    expect(await page.locator('script[data-paceband="analytics"]').getAttribute('data-domain')).toBe('paceband-e2e.local');

    // Another page: loaded again for that page, once.
    await page.goto('/en/predictor');
    await expect.poll(() => ran(page)).toEqual({ analytics: 1, ads: 1, csp: [] });
  });
});

test('“necessary only” loads neither script; analytics alone loads only analytics', async ({ page, context }) => {
  served.length = 0;
  await page.goto('/en');
  await page.waitForLoadState('networkidle');
  expect(await ran(page)).toMatchObject({ analytics: 0, ads: 0 });
  await context.addCookies([{ name: 'cookie_consent', value: encodeURIComponent('v1:analytics'), domain: '127.0.0.1', path: '/' }]);
  await page.goto('/en/calendar');
  await expect.poll(() => ran(page)).toMatchObject({ analytics: 1, ads: 0 });
  await page.waitForLoadState('networkidle');
  expect(served).toEqual(['/tag.js']);
});
