import AxeBuilder from '@axe-core/playwright';
import { devices, expect, test, type BrowserContextOptions, type Page } from '@playwright/test';
import { hydrated } from './support/hydration.ts';

/** A device's screen, touch and user agent, in the project's Chromium. */
function emulate(name: 'Pixel 7' | 'iPhone 13'): BrowserContextOptions {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices[name];
  return { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch };
}

const consentCookie = (analytics: boolean) => ({
  name: 'cookie_consent',
  value: encodeURIComponent(analytics ? 'v1:analytics' : 'v1:'),
  domain: '127.0.0.1',
  path: '/',
});

const dataLayer = (page: Page) => page.evaluate(() => (window.dataLayer ?? []) as Array<Record<string, string>>);

test.describe('embedded app mode (?app=true)', () => {
  test('hides the top bar, footer and page header, and keeps it while navigating', async ({ page }) => {
    await page.goto('/en?app=true');
    await expect(page.locator('header.top-bar')).toHaveCount(0);
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    await page.getByRole('link', { name: 'Build my pace band' }).first().click();
    await expect(page).toHaveURL(/\/en\/build(\?|$)/);
    await expect(page.locator('main.app-mode')).toBeVisible();
    await expect(page.locator('header.top-bar')).toHaveCount(0);
    await page.goto('/en/faq');
    await expect(page.getByText('What is a pace band?')).toBeVisible();
    await expect(page.locator('.page-header')).toBeHidden();
    await expect(page.locator('footer.site-footer')).toHaveCount(0);
    await page.goto('/en/faq?app=false');
    await expect(page.locator('header.top-bar')).toBeVisible();
    await expect(page.locator('footer.site-footer')).toBeVisible();
  });

  test('sends screen views (not page views) once analytics is consented', async ({ page, context }) => {
    await context.addCookies([consentCookie(true)]);
    await page.goto('/en/faq?app=true');
    await expect.poll(() => dataLayer(page)).toEqual([{ event: 'screen_view', screen_name: '/en/faq' }]);
  });
});

test.describe('analytics consent', () => {
  test('no page view before consent; the waiting one goes out when the consent manager says yes', async ({ page }) => {
    await page.goto('/en/faq');
    await expect(page.getByText('What is a pace band?')).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
    await page.evaluate(() => {
      document.cookie = `cookie_consent=${encodeURIComponent('v1:analytics')}; path=/`;
      window.dispatchEvent(new CustomEvent('paceband:consent', { detail: { analytics: true, ads: false } }));
    });
    await expect.poll(() => dataLayer(page)).toEqual([{ event: 'page_view', page_path: '/en/faq' }]);
  });

  test('with consent, one page view per navigation', async ({ page, context }) => {
    await context.addCookies([consentCookie(true)]);
    await page.goto('/en');
    const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true });
    await hydrated(faq);
    await faq.click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect
      .poll(() => dataLayer(page))
      .toEqual([
        { event: 'page_view', page_path: '/en' },
        { event: 'page_view', page_path: '/en/faq' },
      ]);
  });

  test('a refusal sends nothing', async ({ page, context }) => {
    await context.addCookies([consentCookie(false)]);
    await page.goto('/en/faq');
    await expect(page.getByText('What is a pace band?')).toBeVisible();
    expect(await dataLayer(page)).toEqual([]);
  });
});

test.describe('app banner on Android', () => {
  test.use(emulate('Pixel 7'));

  test('invites to Google Play until dismissed, and stays dismissed', async ({ page }) => {
    await page.goto('/en');
    const banner = page.getByRole('complementary', { name: 'Paceband app' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href', /play\.google\.com/);
    const results = await new AxeBuilder({ page })
      .include('.app-banner')
      .include('.store-badges')
      .withTags(['wcag2a', 'wcag2aa'])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Paceband app' })).toHaveCount(0);
  });

  test('not inside the app itself', async ({ page }) => {
    await page.goto('/fr?app=true');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Application Paceband' })).toHaveCount(0);
  });
});

test.describe('app banner on iOS', () => {
  test.use(emulate('iPhone 13'));

  test('invites to the App Store, in the page language', async ({ page }) => {
    await page.goto('/fr');
    const banner = page.getByRole('complementary', { name: 'Application Paceband' });
    await expect(banner.getByRole('link', { name: 'Télécharger dans l’App Store' })).toHaveAttribute('href', /apps\.apple\.com/);
  });
});

test('no banner on a desktop browser; the footer shows both store badges', async ({ page }) => {
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Paceband app' })).toHaveCount(0);
  const badges = page.getByRole('list', { name: 'Mobile app' });
  await expect(badges.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
  await expect(badges.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
});

test.describe('SPEC 7 calls on the running server', () => {
  test('register, profile, logout, login with remember-me', async ({ request, baseURL }) => {
    const origin = { origin: baseURL! };
    const email = `app-${Date.now()}@example.com`;
    const registered = await request.post('/api/register', {
      headers: origin,
      data: { name: 'App User', email, password: 'tempo-run-42', password_confirmation: 'tempo-run-42' },
    });
    expect(registered.status()).toBe(201);
    expect(await (await request.get('/api/profile')).json()).toMatchObject({ user: { email }, roles: ['member'] });
    expect((await request.post('/api/logout', { headers: origin })).status()).toBe(200);
    expect((await request.get('/api/profile')).status()).toBe(401);
    const login = await request.post('/api/login', { headers: origin, data: { email, password: 'tempo-run-42', 'remember-me': true } });
    expect(await login.json()).toMatchObject({ error: null, user: { email }, address: null, roles: ['member'] });
  });
});

test('public API: OpenAPI document and a documented call on the running server', async ({ request }) => {
  const doc = (await (await request.get('/api/docs')).json()) as { paths: Record<string, unknown> };
  expect(Object.keys(doc.paths)).toContain('/predict');
  const response = await request.get('/api/v1/predict?distance=half&time=1:45:00&sex=f');
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { rows: unknown[] }).rows.length).toBeGreaterThan(5);
});

test('SPEC 7 CSRF flow in the app’s web view: cookie, token header, a 419 on a stale token, then one retry', async ({ page }) => {
  await page.goto('/en?app=true');
  const result = await page.evaluate(async () => {
    // The app's HTTP client (Sanctum's protocol, as axios implements it).
    const statuses: number[] = [];
    const token = () => decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const refresh = async () => statuses.push((await fetch('/sanctum/csrf-cookie', { credentials: 'include' })).status);
    const post = async (path: string, body: object) => {
      const send = () =>
        fetch(path, {
          method: 'POST',
          credentials: 'include',
          headers: { 'content-type': 'application/json', accept: 'application/json', 'x-xsrf-token': token() },
          body: JSON.stringify(body),
        });
      let response = await send();
      statuses.push(response.status);
      if (response.status === 419) {
        await refresh();
        response = await send();
        statuses.push(response.status);
      }
      return response.json();
    };
    await refresh();
    const email = `csrf-${Date.now()}@example.com`;
    const password = 'tempo-run-42';
    await post('/api/register', { name: 'Cy', email, password, password_confirmation: password });
    await post('/api/logout', {});
    // A token from two hours and a minute ago, as an app left in the background keeps it.
    const stale = `${(Date.now() - 121 * 60_000).toString(36)}.${'A'.repeat(43)}`;
    document.cookie = `XSRF-TOKEN=${stale}; path=/`;
    const login = (await post('/api/login', { email, password })) as { user?: { email: string } };
    const profile = await fetch('/api/profile', { credentials: 'include' }).then((r) => r.json());
    return { statuses, loginEmail: login.user?.email, profileEmail: (profile as { user?: { email: string } }).user?.email, email };
  });
  expect(result.statuses).toEqual([204, 201, 200, 419, 204, 200]);
  expect(result.loginEmail).toBe(result.email);
  expect(result.profileEmail).toBe(result.email);
});
