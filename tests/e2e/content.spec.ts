import { expect, test, type Page } from '@playwright/test';
import { axeClean } from './support/axe.ts';

const dataLayer = (page: Page) =>
  page.evaluate(() => (window as { dataLayer?: Array<{ event: string }> }).dataLayer?.map((e) => e.event) ?? []);

test.describe('cookie consent', () => {
  // A first visit: no choice stored yet.
  test.use({ storageState: { cookies: [], origins: [] } });

  test('the banner asks once; analytics events wait for consent; the footer link changes the choice (French)', async ({
    page,
    context,
  }) => {
    await page.goto('/fr');
    const banner = page.getByRole('region', { name: 'Consentement aux témoins' });
    await expect(banner).toBeVisible();
    await axeClean(page);
    // Client-side navigation without consent records nothing.
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    expect(await dataLayer(page)).toEqual([]);

    await banner.getByRole('button', { name: 'Nécessaires seulement' }).click();
    await expect(banner).toBeHidden();
    const stored = (await context.cookies()).find((c) => c.name === 'cookie_consent');
    expect(decodeURIComponent(stored!.value)).toBe('v1:');
    expect(stored!.expires - Date.now() / 1000).toBeGreaterThan(179 * 86400);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Consentement aux témoins' })).toHaveCount(0);

    // The footer's link opens the settings; accepting analytics starts the page-view events.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Réglages des témoins' }).click();
    await expect(page).toHaveURL(/\/fr\/temoins$/);
    await expect(page.getByRole('checkbox', { name: 'Nécessaires' })).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Mesure d’audience' }).check();
    await page.getByRole('button', { name: 'Enregistrer mon choix' }).click();
    await expect(page.getByText('Votre choix est enregistré.')).toBeVisible();
    await axeClean(page);
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'cookie_consent')!.value)).toBe('v1:analytics');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/fr\/faq$/);
    await expect.poll(() => dataLayer(page)).toContain('page_view');
  });

  test('the banner comes before the page it covers: the keyboard reaches it after the top bar, before the content', async ({ page }) => {
    await page.goto('/en/build');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    const stops: string[] = [];
    for (let i = 0; i < 80 && !stops.includes('main'); i++) {
      await page.keyboard.press('Tab');
      stops.push(
        await page.evaluate(() => {
          const at = document.activeElement;
          return at?.closest('header')
            ? 'top bar'
            : at?.closest('[aria-label="Cookie consent"]')
              ? 'banner'
              : at?.closest('main')
                ? 'main'
                : 'other';
        }),
      );
    }
    const order = stops.filter((stop, i) => stop !== stops[i - 1]);
    expect(order.slice(0, 3)).toEqual(['top bar', 'banner', 'main']);
  });

  test('accept all from the banner (English)', async ({ page, context }) => {
    await page.goto('/en/faq');
    await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Accept all' }).click();
    expect(decodeURIComponent((await context.cookies()).find((c) => c.name === 'cookie_consent')!.value)).toBe('v1:analytics,ads');
  });
});

test('the privacy page lists every cookie the site sets, in each language', async ({ page }) => {
  for (const [locale, path, caption] of [
    ['en', '/en/privacy', 'Cookies set by Paceband'],
    ['fr', '/fr/confidentialite', 'Témoins déposés par Paceband'],
    ['es', '/es/privacidad', 'Cookies que usa Paceband'],
    ['it', '/it/privacy', 'Cookie usati da Paceband'],
  ] as const) {
    await page.goto(path);
    const table = page.getByRole('table', { name: caption });
    for (const name of ['lang', 'cookie_consent', 'last_read_news', 'paceband_flash', 'paceband.session_token']) {
      await expect(table.getByRole('rowheader', { name, exact: true }), `${locale} ${name}`).toBeVisible();
    }
  }
});

test('/sitemap.xml lists public pages, courses and news in four languages; /robots.txt points to it', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/xml');
  const xml = await response.text();
  for (const path of [
    '/en/faq',
    '/fr/faq',
    '/es/preguntas-frecuentes',
    '/it/faq',
    '/en/whats-new/welcome-to-paceband',
    '/it/novita/four-languages',
  ]) {
    expect(xml, path).toMatch(new RegExp(`<loc>http://127\\.0\\.0\\.1:\\d+${path}</loc>`));
  }
  expect(xml).toMatch(/<loc>[^<]+\/fr\/parcours\/[a-z0-9-]+<\/loc>/);
  expect(xml).toContain('hreflang="es"');
  expect(xml).not.toContain('/admin/');
  expect(xml).not.toContain('/en/login');
  expect(xml).not.toContain('/en/search');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /en/admin/');
  expect(robots).toMatch(/Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml/);
});
