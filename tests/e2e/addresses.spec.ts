import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ORIGIN, register } from './support/accounts.ts';

const GRANADA = readFileSync(path.resolve(import.meta.dirname, '../fixtures/courses/granada-half-marathon.gpx'));

/**
 * The addresses people type and the files browsers fetch: trailing slashes, doubled slashes,
 * malformed escapes, /404 itself, cached and pre-compressed assets, and the map's worker.
 */

test('a trailing or doubled slash redirects to the canonical page', async ({ request }) => {
  for (const [typed, canonical] of [
    ['/en/', '/en'],
    ['/fr/faq/', '/fr/faq'],
    ['/en//faq//', '/en/faq'],
    ['/en/predictor/?time=40:00', '/en/predictor?time=40:00'],
    // Files too (Waku answered a path ending in a slash with a 500).
    ['/assets/', '/assets'],
    ['/og/courses/berlin.png/', '/og/courses/berlin.png'],
  ]) {
    const response = await request.get(typed!, { maxRedirects: 0 });
    expect(response.status(), typed).toBe(301);
    expect(new URL(response.headers().location!, 'http://x').pathname + new URL(response.headers().location!, 'http://x').search).toBe(
      canonical,
    );
  }
  const page = await request.get('/en/faq/');
  expect(page.status()).toBe(200);
});

test("a section's address without its home word leads to the section's home page, in any language's words", async ({ request }) => {
  for (const [typed, status, home] of [
    ['/en/admin', 301, '/en/admin/home'],
    ['/fr/admin', 301, '/fr/admin/accueil'],
    ['/it/admin/?x=1', 301, '/it/admin?x=1'],
    ['/it/admin?x=1', 301, '/it/admin/home?x=1'],
    // Without a language: the visitor's own (the browser asks for English here).
    ['/admin', 302, '/en/admin/home'],
  ] as const) {
    const response = await request.get(typed, { maxRedirects: 0, headers: { 'accept-language': 'en' } });
    expect(response.status(), typed).toBe(status);
    const location = new URL(response.headers().location!, ORIGIN);
    expect(location.pathname + location.search, typed).toBe(home);
  }
  // A page's parameter is not a home word: the build page of a course named by no uuid stays a 404.
  expect((await request.get('/en/build/course', { maxRedirects: 0 })).status()).toBe(404);
  // The admin's home still asks for a staff member once there.
  const answer = await request.get('/en/admin', { maxRedirects: 2 });
  expect(new URL(answer.url()).pathname).toBe('/en/login');
});

test('a phone that adds the site to its home screen gets an opaque 180 px icon, linked from every page', async ({ request }) => {
  const html = await (await request.get('/fr/calendrier')).text();
  expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"/>');
  const icon = await request.get('/apple-touch-icon.png');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/png');
  const { width, height } = await sharp(await icon.body()).metadata();
  expect([width, height]).toEqual([180, 180]);
  // Opaque: iOS would fill a transparent corner with black.
  const { channels } = await sharp(await icon.body()).stats();
  expect(channels[3]?.min).toBe(255);
});

test('a browser or a crawler that asks for /favicon.ico gets the site icon at 16, 32 and 48 px', async ({ request }) => {
  const answer = await request.get('/favicon.ico');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/x-icon');
  // An ICO directory (reserved 0, type 1, count), then one 16-byte entry per image: its size and where it is.
  const ico = await answer.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  const sizes: number[][] = [];
  for (let i = 0; i < ico.readUInt16LE(4); i++) {
    const entry = 6 + 16 * i;
    const image = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
    const { format, width, height } = await sharp(image).metadata();
    expect([format, width, height]).toEqual(['png', ico.readUInt8(entry), ico.readUInt8(entry + 1)]);
    sizes.push([width, height]);
  }
  expect(sizes).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
});

test('a malformed escape, an unknown page and /404 answer 404 with readable text, no JavaScript needed', async ({ browser, request }) => {
  for (const [path, heading] of [
    ['/en/course/%E0%A4%A', 'Page not found'],
    ['/en/%', 'Page not found'],
    ['/404', 'Page not found'],
    ['/it/non-esiste', 'Pagina non trovata'],
    ['/fr/parcours/aucun-parcours', 'Page introuvable'],
    // Outside the pages too (a share image's address: Waku's URIError, a 500).
    ['/og/courses/%zz.png', 'Page not found'],
    ['/assets', 'Page not found'],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/es/no-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ir a la página de inicio' })).toHaveAttribute('href', '/es');
  await context.close();
});

test('hashed assets are cached for a year and sent pre-compressed with the security headers; other files revalidate by ETag', async ({
  request,
}) => {
  const html = await (await request.get('/en')).text();
  // The entry (the first chunk named may be a few hundred bytes, too small to be sent compressed).
  const asset = html.match(/\/assets\/index-[\w.-]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const brotli = await request.get(asset!, { headers: { 'Accept-Encoding': 'br' } });
  expect(brotli.status()).toBe(200);
  expect(brotli.headers()['content-encoding']).toBe('br');
  expect(brotli.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(brotli.headers()['x-content-type-options']).toBe('nosniff');
  const gzip = await request.get(asset!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Both decode to the same script.
  expect(await gzip.text()).toBe(await brotli.text());

  // The site's and the modules' styles are in the page's head (issue 29: no stylesheet request before the first paint).
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<style data-site-styles>[^<]*\.pr-form/);
  expect(head).not.toMatch(/<link rel="stylesheet"/);
  // Once: the page's inlined RSC payload carries no second copy of them.
  expect(html.match(/\.pr-form\s*\{/g)).toHaveLength(1);

  const favicon = await request.get('/favicon.svg');
  const etag = favicon.headers().etag;
  expect(etag).toBeTruthy();
  expect(favicon.headers()['cache-control']).toContain('must-revalidate');
  const again = await request.get('/favicon.svg', { headers: { 'If-None-Match': etag! } });
  expect(again.status()).toBe(304);
  // Nothing outside the public folder is served.
  expect((await request.get('/assets/..%2Fpackage.json')).status()).toBe(404);
});

test('the course map loads its worker and every asset it asks for', async ({ page }) => {
  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  const worker = page.waitForResponse((response) => /\/assets\/maplibre-gl-worker-[\w-]+\.mjs$/.test(response.url()));
  await page.goto('/en/course/berlin');
  await page.getByRole('button', { name: 'Zoom and pan the map' }).click();
  await expect(page.locator('[data-testid="course-map"] canvas')).toHaveCount(2, { timeout: 15_000 });
  expect((await worker).status()).toBe(200);
  expect(missing).toEqual([]);
});

test('a course or race slug typed with capitals, accents or spaces leads to its page; a private course stays hidden', async ({
  browser,
  request,
}) => {
  const location = async (path: string) => {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    const url = new URL(response.headers().location!, ORIGIN);
    return url.pathname + url.search;
  };
  expect(await location('/en/course/Berlin')).toBe('/en/course/berlin');
  expect(await location('/fr/parcours/BOSTON%20?unit=mi')).toBe('/fr/parcours/boston?unit=mi');
  const calendar = await (await request.get('/en/calendar')).text();
  const slug = /href="\/en\/calendar\/(?!propose")([a-z0-9-]+)"/.exec(calendar)![1]!;
  expect(await location(`/en/calendar/${slug.toUpperCase()}`)).toBe(`/en/calendar/${slug}`);
  // Followed, the page itself; a slug that names nothing is still a 404.
  expect((await request.get('/it/percorso/Granada')).status()).toBe(200);
  expect((await request.get('/en/course/Nowhere-Marathon', { maxRedirects: 0 })).status()).toBe(404);

  // A private course: its owner is led to it, anyone else gets the same 404 as for no course.
  const owner = await browser.newContext();
  await register(owner.request, `typed-${Date.now().toString(36)}@example.com`, 'Typed Slug');
  const created = await owner.request.post('/api/courses', {
    multipart: {
      locale: 'en',
      title: `Hidden Loop ${Date.now().toString(36)}`,
      distance: 'half',
      status: 'private',
      file: { name: 'granada.gpx', mimeType: 'application/gpx+xml', buffer: GRANADA },
    },
    headers: { origin: ORIGIN },
  });
  expect(created.status()).toBe(201);
  const { slug: hidden } = (await created.json()) as { slug: string };
  expect((await owner.request.get(`/en/course/${hidden.toUpperCase()}`, { maxRedirects: 0 })).status()).toBe(308);
  expect((await request.get(`/en/course/${hidden.toUpperCase()}`, { maxRedirects: 0 })).status()).toBe(404);
  await owner.close();
});
