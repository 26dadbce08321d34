/**
 * Issue 13, "the band a runner prints", walked as a user would: a band saved on a private course
 * and its shared link, walk breaks and aid stations on the band, marker rows, the layout's
 * decision, every target time, cm ↔ in, lap times, and themes from the admin screens to the band.
 */
import path from 'node:path';
import { expect, test, type Locator } from '@playwright/test';
import { ORIGIN, promote, register } from './support/accounts.ts';
import { openSection } from './support/served-band.ts';

const run = Date.now().toString(36);
const KMZ = path.resolve(import.meta.dirname, '../fixtures/courses/berlin-marathon-aid-stations.kmz');
const THEME_PNG = path.resolve(import.meta.dirname, '../../modules/band-themes/seed-data/themes/finish-border.png');

const cell = (row: Locator, i: number) => row.locator('td').nth(i);
const seconds = (text: string) => text.split(':').reduce((t, part) => t * 60 + Number(part), 0);

test('a band saved on a private course reopens on it with the same splits, and its link shows a read-only copy to a guest, twice', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await register(page.request, `loop-${run}@example.com`, 'Loop Runner');
  await page.goto('/en/course/create');
  await page.getByLabel('Course file').setInputFiles(KMZ);
  await expect(page.getByTestId('aid-row')).toHaveCount(16);
  await page.getByLabel('Title', { exact: true }).fill(`Loop ${run}`);
  await page.getByRole('button', { name: 'Save the course' }).click();
  await expect(page.getByText('This course is private')).toBeVisible();
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const coursePath = new URL(page.url()).pathname;
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:50:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:50:00' })).toBeVisible();
  const splits = await page.locator('.splits-table tbody').innerText();
  expect(splits).toContain('3:50:00');
  await page.getByLabel('Name of this band').fill('Loop plan');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved in “My pace bands”.')).toBeVisible();

  for (let time = 1; time <= 2; time++) {
    await page.goto('/en/pace-bands');
    await page.locator('.saved-list li').filter({ hasText: 'Loop plan' }).getByRole('link', { name: 'Open' }).click();
    await expect(page).toHaveURL(new RegExp(`${coursePath}\\?s=.*&saved=`));
    await expect(page.locator('select#distance')).toHaveValue('course');
    await expect(page.getByRole('img', { name: 'Pace band preview for 3:50:00' })).toBeVisible();
    await expect(page.locator('.builder-chart')).toBeVisible();
    expect(await page.locator('.splits-table tbody').innerText(), `reopened, time ${time}`).toBe(splits);
    await expect(page.getByRole('button', { name: 'Save as new' })).toBeVisible();
    await expect(page.getByLabel('Name of this band')).toHaveValue('Loop plan');

    // Before copying, the page says what the link will show; the copied link is a read-only copy.
    await expect(page.locator('.share-note')).toHaveText(/This course is private: the link you copy opens a read-only copy/);
    await page.getByRole('button', { name: 'Copy link to these settings' }).click();
    await expect(page.getByText('Link to a read-only copy copied')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/en\/build\?shared=[0-9a-f-]{36}$/);

    const guest = await browser.newContext();
    const other = await guest.newPage();
    await other.goto(link);
    await expect(other.getByRole('heading', { level: 1, name: `Shared pace band: Loop ${run}` })).toBeVisible();
    await expect(other.getByRole('img', { name: 'Pace band preview for 3:50:00' })).toBeVisible();
    await expect(other.locator('.builder-chart')).toBeVisible();
    expect(await other.locator('.splits-table tbody').innerText(), `shared, time ${time}`).toBe(splits);
    const pdf = await other.request.get((await other.getByRole('link', { name: 'PDF for printing' }).getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    // The course itself stays private, and so does the owner's preview, drawn and kept by the server for them.
    const ownerImage = await page.getByRole('img', { name: 'Pace band preview for 3:50:00' }).getAttribute('src');
    expect((await page.request.get(ownerImage!)).headers()['server-timing']).toBe('preview;desc="kept"');
    const taken = await other.request.get(ownerImage!);
    expect(taken.status()).toBe(404);
    expect(taken.headers()['content-type']).not.toContain('image/svg');
    expect((await other.goto(coursePath))?.status()).toBe(404);
    await guest.close();
  }
});

test('walk rows, whole splits after marker rows, every target time, cm ↔ in and lap times reach the band', async ({ page }) => {
  await page.goto('/en/build');
  const table = page.locator('.splits-table');
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:00:00' })).toBeVisible();

  // Marker rows show the elapsed time only; the lap after them measures from the previous lap row.
  const half = table.locator('tr.row-half');
  await expect(cell(half, 1)).toHaveText('');
  await expect(cell(half, 4)).toHaveText(/^2:0\d:\d\d$/);
  const km = (n: number) =>
    table.locator('tr.row-lap').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${n} km$`) }) });
  const split22 = seconds(await cell(km(22), 1).innerText());
  expect(split22).toBe(seconds(await cell(km(22), 4).innerText()) - seconds(await cell(km(21), 4).innerText()));
  expect(split22).toBeGreaterThan(330);

  // The layout says what it decided.
  await expect(page.locator('.preview-status')).toHaveText(/^All \d+ rows fit in one column at [\d.]+ pt\.$/);

  // Walk breaks: walk rows where they fall, the running pace, the summary.
  await openSection(page, 'Walk breaks');
  await page.getByLabel('Walk breaks by time').check();
  await expect(page.getByLabel('Run (minutes)')).toHaveValue('9');
  await expect(page.getByLabel('Walk (seconds)')).toHaveValue('60');
  const summary = page.locator('.walk-summary');
  await expect(summary).toContainText(/Running pace between walk breaks: \d:\d\d\/km/);
  const breaks = Number(/(\d+) walk breaks/.exec(await summary.innerText())![1]);
  expect(breaks).toBeGreaterThan(20);
  await expect(table.locator('tr.row-walk')).toHaveCount(breaks);
  await expect(cell(table.locator('tr.row-walk').first(), 1)).toHaveText('walk 1:00');

  // Lap times per mile: the last mile's time, under its translated head.
  await openSection(page, 'Splits and display');
  await page.getByLabel('Lap-time display').selectOption('mi');
  await expect(table.locator('th', { hasText: 'Lap mi' })).toBeVisible();
  await expect(cell(km(10), 3)).toHaveText(/^\d+:\d\d$/);

  // Several target times: each band in the preview.
  await page.getByRole('button', { name: 'Add a target time' }).click();
  await page.locator('#goal-1').fill('4:30:00');
  // The new band shows 4:00:00 until the preview catches up with the typing: wait for it first.
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:30:00' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:00:00' })).toBeVisible();

  // cm → in converts the wrist and width, and back.
  await openSection(page, 'Band size');
  await page.getByLabel('Measured in').selectOption('in');
  await expect(page.locator('#wrist')).toHaveValue('6.69');
  await expect(page.locator('#width')).toHaveValue('1.18');
  await expect(page.locator('.error-summary')).toHaveCount(0);
  await page.getByLabel('Measured in').selectOption('cm');
  await expect(page.locator('#wrist')).toHaveValue('17');
  await expect(page.locator('#width')).toHaveValue('3');
});

test('walking at the aid stations of a course adds a walk at each one, on the band and in the splits', async ({ page }) => {
  await page.goto('/en/course/berlin');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  // The first plan on a course may wait for a worker thread to start (a cold server in CI).
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const table = page.locator('.splits-table');
  await expect(table.locator('tr.row-finish td').last()).toHaveText('4:00:00', { timeout: 20_000 });
  const before = await table.locator('tr.row-lap td:nth-child(2)').allInnerTexts();
  await openSection(page, 'Walk breaks');
  await page.getByLabel('Walk at aid stations').check();
  await expect(page.locator('.walk-summary')).toContainText('16 walk breaks');
  await expect(table.locator('tr.row-walk')).toHaveCount(16);
  expect(await table.locator('tr.row-lap td:nth-child(2)').allInnerTexts()).not.toEqual(before);
  // On a plain distance there are no aid stations: the form says so.
  await page.goto('/en/build');
  await openSection(page, 'Walk breaks');
  await page.getByLabel('Walk at aid stations').check();
  await expect(page.getByText(/no aid stations to walk at/).first()).toBeVisible();
});

test('the layout fills a band, then says when the columns are too wide for it', async ({ page }) => {
  await page.goto('/en/build');
  await openSection(page, 'Splits and display');
  await page.getByLabel('Pace', { exact: true }).check();
  await page.getByLabel('Slope', { exact: true }).check();
  await expect(page.locator('.preview-status')).toHaveText(/These 5 columns do not fit across a 3 cm band at the legible 6 pt/);
  await openSection(page, 'Band size');
  await page.locator('#width').fill('3.6');
  await expect(page.locator('.preview-status')).toHaveText(/^All \d+ rows fit in one column at [\d.]+ pt\.$/);
});

test('themes: staff make them (images checked), runners choose them on the build page; members cannot', async ({ page, browser }) => {
  const email = `themes-${run}@example.com`;
  await register(page.request, email, 'Theme Admin');
  promote(email);
  await page.goto('/en/admin/theme');
  await expect(page.getByRole('heading', { level: 1, name: 'Band themes' })).toBeVisible();
  for (const name of ['Finish line', 'Sunrise', 'Trail']) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  await page.getByRole('link', { name: 'New theme' }).click();
  await page.getByLabel('Name').fill(`Club ${run}`);
  await page.getByLabel(/^Border image/).setInputFiles({ name: 'border.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
  await page.getByLabel('Border width (mm)').fill('2');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('#theme-borderImage-error')).toHaveText('The image must be a PNG or JPEG file.');
  await page.getByLabel(/^Border image/).setInputFiles(THEME_PNG);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/en\/admin\/theme$/);
  const card = page.locator('.theme-list li').filter({ hasText: `Club ${run}` });
  await expect(card).toContainText('2 mm');
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByLabel('Name')).toHaveValue(`Club ${run}`);
  await page.getByLabel('Background position').selectOption('bottom');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.theme-list li').filter({ hasText: `Club ${run}` })).toContainText('Bottom');

  // Chosen on the build page, by anyone.
  await page.goto('/en/build');
  const image = page.getByRole('img', { name: 'Pace band preview for 4:00:00' });
  const plain = await image.getAttribute('src');
  await openSection(page, 'Style');
  await page.getByLabel('Theme').selectOption({ label: 'Trail' });
  await expect.poll(async () => image.getAttribute('src')).not.toBe(plain);
  // The band image the page shows (drawn at its address) carries the theme's picture.
  const themed = await page.request.get((await image.getAttribute('src'))!);
  expect(themed.status()).toBe(200);
  expect(await themed.text()).toContain('data:image/png;base64,');

  // A member gets neither the screens nor the API.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await register(member.request, `member-${run}@example.com`, 'Member');
  await member.goto('/en/admin/theme');
  await expect(member).not.toHaveURL(/admin/);
  const refused = await member.request.post('/api/themes', {
    multipart: { name: 'Sneaky', borderWidthMm: '1', position: 'top', locale: 'en' },
    headers: { origin: ORIGIN },
  });
  expect(refused.status()).toBe(403);
  await memberContext.close();
});
