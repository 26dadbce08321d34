import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';

test('build a marathon band: live preview, walk breaks, PDF download, shared link', async ({ page, browser }) => {
  await page.goto('/en/build');
  await expect(page.getByRole('heading', { level: 1, name: 'Build a pace band' })).toBeVisible();
  const image = page.getByRole('img', { name: 'Pace band preview for 4:00:00' });
  await expect(image).toBeVisible();
  const drawn = () => page.locator('.band-previews img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await expect.poll(drawn).toBe(true);
  const table = page.locator('.splits-table');
  await expect(table.locator('tr.row-finish td').last()).toHaveText('4:00:00');

  const before = await image.getAttribute('src');
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  const updated = page.getByRole('img', { name: 'Pace band preview for 3:30:00' });
  await expect(updated).toBeVisible();
  expect(await updated.getAttribute('src')).not.toBe(before);
  await expect.poll(drawn).toBe(true);
  await expect(table.locator('tr.row-finish td').last()).toHaveText('3:30:00');

  await page.getByText('Walk breaks', { exact: true }).click();
  await page.getByLabel('Walk breaks by time').check();
  await expect(page.getByText(/Running pace between walk breaks: \d:\d\d\/km/)).toBeVisible();
  await expect(page.getByText(/walk breaks, \d+:\d\d in all/)).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF for printing' }).click();
  const download = await downloadPromise;
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  const { width, height } = pdf.getPage(0).getSize();
  expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);

  // The address bar holds the settings: a new visitor opening it sees the same band.
  await expect(page).toHaveURL(/[?&]s=/);
  const shared = page.url();
  const other = await browser.newPage();
  await other.goto(shared);
  await expect(other.getByLabel('Goal time (h:mm:ss)')).toHaveValue('3:30:00');
  await expect(other.getByRole('img', { name: 'Pace band preview for 3:30:00' })).toBeVisible();
  await expect(other.getByText(/Running pace between walk breaks/)).toBeVisible();
  await other.close();
});

test('the page arrives light, and its band image still comes when the render queue is full at first', async ({ page }) => {
  // The HTML links to the band image rather than carrying the drawing.
  const html = await (await page.request.get('/en/build')).text();
  expect(html).not.toContain('data:image/svg+xml');
  expect(html).toMatch(/\/api\/bands\/preview\.svg\?s=/);
  // The first two asks for the image meet a full queue (503), as the server answers then.
  let refused = 0;
  await page.route('**/api/bands/preview.svg?*', async (route) => {
    if (refused++ < 2) await route.fulfill({ status: 503, headers: { 'Retry-After': '1' }, json: { message: 'Busy' } });
    else await route.fallback();
  });
  await page.goto('/en/build');
  const image = page.getByRole('img', { name: 'Pace band preview for 4:00:00' });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 20_000 }).toBe(true);
  expect(refused).toBeGreaterThanOrEqual(3);
});

test('an impossible goal is refused on its field, with the band left as it was', async ({ page }) => {
  await page.goto('/en/build');
  await page.getByLabel('Goal time (h:mm:ss)').fill('0:20:00');
  await expect(page.locator('#goal-0-error')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Please fix the highlighted fields.' })).toBeVisible();
  await expect(page.getByLabel('Goal time (h:mm:ss)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:00:00' })).toBeVisible();
});

test('the builder in French, from the predictor link, accessible', async ({ page }) => {
  await page.goto('/fr/construire?distance=21.0975&goal=1:45:00');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un bracelet d’allure' })).toBeVisible();
  await expect(page.locator('select#distance')).toHaveValue('half');
  await expect(page.getByRole('img', { name: 'Aperçu du bracelet d’allure pour 1:45:00' })).toBeVisible();
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the builder page is accessible in English with every section open', async ({ page }) => {
  await page.goto('/en/build');
  const sections = page.locator('details.form-section');
  const count = await sections.count();
  for (let i = 0; i < count; i++) {
    const section = sections.nth(i);
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    await expect(section).toHaveAttribute('open', '');
  }
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a band on the Berlin course: from its page, even effort with walk breaks, elevation with split marks, PDF', async ({ page }) => {
  await page.goto('/en/course/berlin');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/);
  await expect(page.locator('select#distance')).toHaveValue('course');
  await expect(page.locator('#strategy-even-effort')).toBeChecked();
  // Berlin's file holds ground heights: the runner is told before trusting its hills (issue 26).
  await expect(page.getByRole('note', { name: /the course's heights/ })).toContainText('look like ground heights');
  const chart = page.locator('.builder-chart [data-testid="elevation-chart"]');
  await expect(chart).toBeVisible();
  // One mark per printed row but the finish: 42 km rows plus the half-way row.
  await expect(chart.locator('line[data-mark]')).toHaveCount(43);

  await page.getByLabel('Goal time (h:mm:ss)').fill('3:10:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:10:00' })).toBeVisible();
  await page.getByText('Walk breaks', { exact: true }).click();
  await page.getByLabel('Walk breaks by time').check();
  await expect(page.getByText(/Running pace between walk breaks/)).toBeVisible();
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:10:00');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'PDF for printing' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^pace-band-berlin.*\.pdf$/);
  const pdf = await PDFDocument.load(await readFile((await download.path())!));
  expect(pdf.getPageCount()).toBe(1);
});

test('a course that does not exist has no build page', async ({ page }) => {
  const response = await page.goto('/en/build/course/00000000-0000-4000-8000-000000000000');
  expect(response?.status()).toBe(404);
});
