import { expect, test } from '@playwright/test';

/**
 * Found and shared (issue 29 point 8): a course page's share picture is its elevation profile
 * as a PNG that robots may fetch, and the 404 page keeps the site's navigation.
 */
test("a course page's og:image answers a 1200 × 630 PNG outside what robots.txt closes", async ({ page, request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const coursePath = sitemap.match(/<loc>https?:\/\/[^/]+(\/fr\/parcours\/[a-z0-9-]+)<\/loc>/)?.[1];
  expect(coursePath).toBeTruthy();
  await page.goto(coursePath!);
  const head = page.locator('head');
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/);
  await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute('content', /^fr_/);
  await expect(head.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute('href', new RegExp(`${coursePath}$`));
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og\/courses\/[0-9a-f-]{36}\.png\?lang=fr&v=\w+$/);

  const response = await request.get(image!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  expect(response.headers()['cross-origin-resource-policy']).toBe('cross-origin');
  const body = await response.body();
  expect([...body.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  const again = await request.get(image!, { headers: { 'If-None-Match': response.headers()['etag']! } });
  expect(again.status()).toBe(304);

  const robots = await (await request.get('/robots.txt')).text();
  const closed = [...robots.matchAll(/^Disallow: (.+)$/gm)].map((m) => m[1]!);
  expect(closed.filter((prefix) => new URL(image!).pathname.startsWith(prefix))).toEqual([]);
});

test('the 404 page carries the top bar and the footer in the visitor’s language, with status 404', async ({ page }) => {
  const response = await page.goto('/fr/nulle-part');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/fr/faq');
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Once the page is live the address is still the one asked for, and the links work.
  await expect(page).toHaveURL(/\/fr\/nulle-part$/);
  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Questions fréquentes' })).toBeVisible();
  await expect(page).toHaveURL(/\/fr\/faq$/);
});

test("the build page of a course shares the course's card, the plain build page the site's", async ({ page, request }) => {
  await page.goto('/fr/parcours/berlin');
  const courseImage = await page.locator('head meta[property="og:image"]').getAttribute('content');
  await page.goto('/en/course/berlin');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/([0-9a-f-]{36})/);
  const uuid = /\/build\/course\/([0-9a-f-]{36})/.exec(page.url())![1]!;
  const head = page.locator('head');
  const image = await head.locator('meta[property="og:image"]').getAttribute('content');
  // The course's own card, in the page's language, as the course page shows it.
  expect(image).toMatch(new RegExp(`/og/courses/${uuid}\\.png\\?lang=en&v=\\w+$`));
  expect(image!.replace('lang=en', 'lang=fr')).toBe(courseImage);
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
  await expect(head.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /Berlin/);
  expect((await request.get(image!)).status()).toBe(200);

  await page.goto('/en/build');
  await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /\/og\/site\.png\?lang=en$/);
});
