import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { createUser, logIn, ORIGIN } from './support/accounts.ts';

const GPX = readFileSync(path.resolve(import.meta.dirname, '../fixtures/courses/granada-half-marathon.gpx'));
const run = Date.now().toString(36);

async function login(page: Page, role: 'member' | 'admin', name: string): Promise<void> {
  const email = `${name.toLowerCase()}-${run}@example.com`;
  createUser(email, name, role);
  await logIn(page, email);
}

/** The course form's fields as the page sends them (the file only when creating). */
function fields(title: string, status: string) {
  return { locale: 'en', title, distance: 'half', status };
}

test('the owner adds a title image on the edit form, sees it on the course page and in its share card, then removes it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await login(page, 'member', 'Lola');
  const title = `Alhambra loop ${run}`;
  const created = await page.request.post('/api/courses', {
    multipart: { ...fields(title, 'private'), file: { name: 'granada.gpx', mimeType: 'application/gpx+xml', buffer: GPX } },
    headers: { origin: ORIGIN },
  });
  expect(created.status()).toBe(201);
  const { uuid, slug } = (await created.json()) as { uuid: string; slug: string };

  // The team publishes it, so its page has a share card for everyone.
  const team = await browser.newPage();
  await login(team, 'admin', 'Tomas');
  const published = await team.request.post(`/api/courses/${uuid}`, { multipart: fields(title, 'public'), headers: { origin: ORIGIN } });
  expect(published.status()).toBe(200);
  await team.close();

  // A 1600 × 900 photo, as a phone would send it (with an author in its EXIF).
  const photo = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c0562b' } })
    .jpeg()
    .withExif({ IFD0: { Artist: 'Lola' } })
    .toBuffer();
  await page.goto(`/en/course/${uuid}/edit`);
  await page.getByLabel('Title image').setInputFiles({ name: 'finish-line.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Selected picture: finish-line.jpg')).toBeVisible();
  await page.getByRole('button', { name: 'Save the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/course/${slug}$`));

  // On the course page: the course's title as its text, its size given so nothing jumps.
  const shown = page.locator('.course-title-image img');
  await expect(shown).toHaveAttribute('alt', title);
  await expect(shown).toHaveAttribute('width', '1200');
  await expect(shown).toHaveAttribute('height', '675');
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1200);
  const src = (await shown.getAttribute('src'))!;
  const served = await page.request.get(src);
  expect(served.headers()['content-type']).toBe('image/webp');
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

  // Its share card is cut from the picture: 1200 × 630 JPEG, open to link previews (no session).
  const ogImage = (await page.locator('meta[property="og:image"]').getAttribute('content'))!;
  expect(ogImage).toMatch(new RegExp(`/og/courses/${uuid}/title\\.jpg\\?v=`));
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', title);
  const visitor = await browser.newContext();
  const cardAnswer = await visitor.request.get(new URL(ogImage).pathname + new URL(ogImage).search);
  expect(cardAnswer.status()).toBe(200);
  expect(await sharp(await cardAnswer.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  // A visitor's page shows it too.
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(`/en/course/${slug}`);
  await expect(visitorPage.getByRole('img', { name: title, exact: true })).toBeVisible();

  // Removed from the edit form: gone from the page, and the share card is the drawn one again.
  await page.goto(`/en/course/${uuid}/edit`);
  await expect(page.getByRole('img', { name: 'Current title image' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove the title image' }).click();
  await expect(page.getByText('The title image will be removed when you save.')).toBeVisible();
  await page.getByRole('button', { name: 'Save the course' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/course/${slug}$`));
  await expect(page.locator('.course-title-image')).toHaveCount(0);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`/og/courses/${uuid}\\.png\\?`));
  expect((await visitor.request.get(src)).status()).toBe(404);
  await visitor.close();
});

test('a picture that is not one is refused beside its field, in the page’s language', async ({ page }) => {
  await login(page, 'member', 'Nico');
  const created = await page.request.post('/api/courses', {
    multipart: { ...fields(`Sierra ${run}`, 'private'), file: { name: 'granada.gpx', mimeType: 'application/gpx+xml', buffer: GPX } },
    headers: { origin: ORIGIN },
  });
  const { uuid } = (await created.json()) as { uuid: string };
  await page.goto(`/fr/parcours/${uuid}/modifier`);
  await page
    .getByLabel('Image de titre')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture\n') });
  await page.getByRole('button', { name: 'Enregistrer le parcours' }).click();
  await expect(page.locator('#cf-titleImage-error')).toHaveText('Ce fichier n’est pas une image PNG, JPEG ou WebP, ou il est endommagé.');
  await expect(page).toHaveURL(/\/modifier$/);
});
