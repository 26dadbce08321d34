import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales.ts';
import { hydrated } from './support/hydration.ts';

const HOMES = [
  { locale: 'en', title: 'Pace bands for your race | Paceband', faq: 'FAQ' },
  { locale: 'fr', title: 'Des bracelets d’allure pour votre course | Paceband', faq: 'FAQ' },
  { locale: 'es', title: 'Pulseras de ritmo para tu carrera | Paceband', faq: 'Preguntas frecuentes' },
  { locale: 'it', title: 'Braccialetti del passo per la tua gara | Paceband', faq: 'FAQ' },
];

for (const home of HOMES) {
  test(`home page in ${home.locale}: title, language, alternates, no accessibility violations`, async ({ page }) => {
    const response = await page.goto(`/${home.locale}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(home.title);
    await expect(page.locator('html')).toHaveAttribute('lang', home.locale);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${home.locale}$`));
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(LOCALES.length + 1); // every language and x-default
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: home.faq, exact: true }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test('the root sends a French browser to /fr', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fr-CA', extraHTTPHeaders: { 'Accept-Language': 'fr-CA,fr;q=0.9' } });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveURL(/\/fr$/);
  await context.close();
});

test('the language dropdown opens the same page in Italian and remembers the choice', async ({ page, context }) => {
  await page.goto('/en/faq');
  await page.getByRole('button', { name: /Language/ }).click();
  await expect(page.getByText('English', { exact: true })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('link', { name: 'Italiano' }).click();
  await expect(page).toHaveURL(/\/it\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  const lang = (await context.cookies()).find((c) => c.name === 'lang');
  expect(lang?.value).toBe('it');
  expect(lang!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
  await page.goto('/');
  await expect(page).toHaveURL(/\/it$/);
});

test("another language's path words redirect to this language's own", async ({ page }) => {
  const response = await page.goto('/fr/whats-new');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/fr\/whats-new$/);
  await expect(page).toHaveURL(/\/fr\/nouveautes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveautés' })).toBeVisible();
});

test('an unknown path shows the 404 page in its language with a home button', async ({ page }) => {
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page).toHaveTitle('Página no encontrada | Paceband');
  await page.getByRole('link', { name: 'Ir a la página de inicio' }).click();
  await expect(page).toHaveURL(/\/es$/);
});

test('the 404 page hydrates as it was sent: no second fetch of itself, and its links work at once and within the site', async ({
  page,
}) => {
  // It fetched its own payload again on hydrating and drew itself anew, so a tap on "home" then was
  // lost (2 of 8 taps right after the page loaded).
  const payloads: string[] = [];
  page.on('request', (request) => request.url().includes('/RSC/') && payloads.push(new URL(request.url()).pathname));
  await page.goto('/es/no-existe');
  const calendar = page.getByRole('contentinfo').getByRole('link', { name: 'Calendario' });
  await hydrated(calendar);
  await page.waitForLoadState('networkidle');
  expect(payloads).toEqual([]);
  // A link within the site is a client-side navigation from the 404 route.
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await calendar.click();
  await expect(page).toHaveURL(/\/es\/calendario$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Página no encontrada');
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(payloads).toEqual(['/RSC/R/es/calendario.txt']);
});

test('news: the unread badge counts published items and clears once the news page is opened', async ({ page }) => {
  await page.goto('/en');
  const news = page.getByRole('banner').getByRole('link', { name: /What's new \(3 unread news\)/ });
  await expect(news).toBeVisible();
  await news.click();
  await expect(page.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  // Client-side navigation keeps the head in step: title, canonical, alternates.
  await expect(page).toHaveTitle("What's new | Paceband");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/whats-new$/);
  await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', /\/fr\/nouveautes$/);
  await expect(page.getByText('Reading takes 2–3 minutes.')).toBeVisible();
  await page.getByRole('link', { name: 'Now in Italian too' }).click();
  await expect(page).toHaveURL(/\/en\/whats-new\/four-languages$/);
  await page.goto('/en');
  await expect(page.getByRole('banner').getByRole('link', { name: "What's new", exact: true })).toBeVisible();
  await expect(page.locator('header .badge')).toHaveCount(0);
});

test('go-to-top appears after scrolling 400 px and brings the reader back up', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.goto('/en');
  const button = page.getByRole('button', { name: 'Back to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('the page header’s back goes one step back on this site, else to the site root (not a parent page)', async ({ page }) => {
  await page.goto('/fr/contact');
  await page.locator('.page-header').getByRole('button').click();
  await expect(page).toHaveURL(/\/fr$/);
  // Within the site (a link the router follows): back is one step back; on the page the visitor
  // landed on, the root (a new tab, so no earlier page of this site is in its history).
  const tab = await page.context().newPage();
  await tab.goto('/en/calendar');
  await tab.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
  await expect(tab).toHaveURL(/\/en\/faq$/);
  await tab.locator('.page-header').getByRole('button').click();
  await expect(tab).toHaveURL(/\/en\/calendar$/);
  await tab.locator('.page-header').getByRole('button').click();
  await expect(tab).toHaveURL(/\/en$/);
});

test('the site styles stay in force after following a link within the site (no page load)', async ({ page }) => {
  await page.goto('/en/calendar');
  const faq = page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' });
  await hydrated(faq);
  const looks = () =>
    page.evaluate(() => {
      const bar = getComputedStyle(document.querySelector('header.top-bar')!);
      return [getComputedStyle(document.documentElement).backgroundColor, bar.backgroundColor, bar.display, bar.height];
    });
  const before = await looks();
  expect(before[0]).toBe('rgb(246, 247, 249)');
  await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
  await faq.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
  expect(await looks()).toEqual(before);
  await expect(page.locator('style[data-site-styles]')).toHaveCount(1);
});

test('the footer shows the card brands the shop takes', async ({ page }) => {
  await page.goto('/es');
  const brands = page.getByRole('contentinfo').getByRole('list', { name: 'Aceptamos tarjetas de pago' });
  for (const name of ['Visa', 'Mastercard', 'American Express']) await expect(brands.getByRole('img', { name })).toBeVisible();
});

test('app mode hides the top bar, footer and page header', async ({ page }) => {
  await page.goto('/en/faq?app=true');
  await expect(page.getByText('What is a pace band?')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeHidden();
  await expect(page.locator('header.top-bar')).toHaveCount(0);
  await expect(page.locator('footer')).toHaveCount(0);
});

test('health check reports the database', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'up' });
});

test("metrics report the event loop's delay and GC pauses, only to the bearer of the token", async ({ request }) => {
  expect((await request.get('/metrics')).status()).toBe(401);
  expect((await request.get('/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status()).toBe(401);
  const response = await request.get('/metrics', { headers: { authorization: 'Bearer e2e-only-metrics-token-0123456789' } });
  expect(response.status()).toBe(200);
  const text = await response.text();
  // Sampled since start (the production bundle must load prom-client's Node sampler, not its fallback).
  const lag = Number(/^nodejs_eventloop_lag_max_seconds (\S+)$/m.exec(text)?.[1]);
  expect(lag).toBeGreaterThan(0);
  expect(text).toMatch(/^nodejs_gc_duration_seconds_count\{kind="minor"\} [1-9]/m);
});

test('the top bar fits a 360 px phone in every language, account corner included', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const locale of LOCALES) {
    await page.goto(`/${locale}`);
    const items = page.getByRole('banner').locator('nav li');
    const count = await items.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      if (!(await item.isVisible())) continue;
      const box = (await item.boundingBox())!;
      expect(box.x, `${locale}: item ${i}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${locale}: item ${i}`).toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(360);
  }
});
