import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function marathonTime(page: Page) {
  return page.locator('#pr-long tr[data-distance="marathon"] td').first();
}

test('predict from a 10 km time, then open the shared address in a new page', async ({ page, context }) => {
  await page.goto('/en/predictor');
  await expect(page.getByRole('heading', { level: 1, name: 'Race-time predictor' })).toBeVisible();
  await page.getByLabel('Distance', { exact: true }).selectOption('10k');
  await page.getByLabel('Time', { exact: true }).fill('41:21');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel('Age (optional)').fill('40');
  await page.getByRole('button', { name: 'Predict my times' }).click();

  await expect(page).toHaveURL(/[?&]time=41%3A21/);
  await expect(page.getByTestId('vdot')).toHaveText('50.0 ml/kg/min');
  await expect(page.getByRole('table', { name: 'Long distances' })).toBeVisible();
  const marathon = await marathonTime(page).textContent();
  // The mean of Riegel (3:10:13), Cameron (3:13:44) and VDOT (3:10:46).
  expect(marathon).toMatch(/^3:11:\d\d$/);
  await expect(page.getByText('Age factor')).toBeVisible();
  // The band builder opens with this distance and time.
  await expect(page.locator('#pr-long tr[data-distance="marathon"] a')).toHaveAttribute(
    'href',
    `/en/build?distance=42.195&goal=${marathon}`,
  );

  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect(shared.getByTestId('vdot')).toHaveText('50.0 ml/kg/min');
  await expect(marathonTime(shared)).toHaveText(marathon!);
  await expect(shared.getByLabel('Time', { exact: true })).toHaveValue('41:21');
  await expectNoAxeViolations(shared);

  // The share links carry this very address; the preview image tag points at the card under /og/ (open to robots).
  const email = await shared.locator('a[data-network="email"]').getAttribute('href');
  expect(decodeURIComponent(email!)).toContain('/en/predictor?distance=10k');
  const ogImage = await shared.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/og\/predictor\/card\.png\?distance=10k&.*time=41%3A21.*&lang=en$/);
  await expect(shared.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
});

test('the predictor in French and Italian', async ({ page }) => {
  await page.goto('/fr/predicteur?distance=half&time=1:31:35&sex=f');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page).toHaveTitle('Prédicteur de temps de course | Paceband');
  await expect(page.getByRole('table', { name: 'Distances courtes' })).toBeVisible();
  await expect(page.getByTestId('vdot')).toHaveText(/^50,\d ml\/kg\/min$/);
  await expectNoAxeViolations(page);

  await page.goto('/it/predittore');
  await expect(page.getByRole('heading', { level: 1, name: 'Previsione dei tempi di gara' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Prevedi i miei tempi' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('impossible and out-of-range answers come back with messages beside the fields', async ({ page }) => {
  await page.goto('/en/predictor?distance=5k&time=5:00&sex=m&age=3');
  const time = page.getByLabel('Time', { exact: true });
  await expect(time).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#pr-time-error')).toHaveText('This time is faster than the world record: check the time and the distance.');
  await expect(page.locator('#pr-age-error')).toHaveText('The age must be between 5 and 100.');
  await expect(page.getByRole('alert')).toContainText('Please correct the following:');
  await expect(page.getByTestId('vdot')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/es/predictor?distance=10k&time=&sex=f');
  await expect(page.locator('#pr-time-error')).toHaveText('Indica tu tiempo de carrera.');
});

test('the Open Graph image is a PNG', async ({ request }) => {
  // The card's old address under /api/ (closed to robots) is sent on to /og/predictor/card.png.
  const response = await request.get('/api/predictor/og.png?distance=10k&time=41:21&sex=m&lang=it');
  expect(response.url()).toMatch(/\/og\/predictor\/card\.png\?distance=10k/);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const body = await response.body();
  expect(body.length).toBeGreaterThan(1000);
  expect([...body.subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  expect(body.readUInt32BE(16)).toBe(1200);
  expect(body.readUInt32BE(20)).toBe(630);
});
