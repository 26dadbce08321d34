import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';
import { hydrated } from './support/hydration.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const KMZ = path.resolve(import.meta.dirname, '../fixtures/courses/berlin-marathon-aid-stations.kmz');

async function expectNoAxeViolations(page: Page) {
  // The map canvas is drawn by WebGL; axe has nothing to read in it.
  const results = await new AxeBuilder({ page }).withTags(WCAG).exclude('[data-testid="course-map"]').analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a demo course: map, elevation, facts, in English and French; search finds it without accents', async ({ page }) => {
  await page.goto('/en/course/berlin');
  await expect(page.getByRole('heading', { level: 1, name: /Berlin/ })).toBeVisible();
  // The course is drawn by the server first; the map's code loads only when asked for.
  await expect(page.getByRole('region', { name: 'Course map' }).getByRole('img', { name: 'Course map' })).toBeVisible();
  await expect(page.locator('[data-testid="course-map"] canvas')).toHaveCount(0);
  await page.getByRole('button', { name: 'Zoom and pan the map' }).click();
  await expect(page.locator('[data-testid="course-map"] canvas').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.getByRole('img', { name: 'Elevation profile' })).toBeVisible();
  await expect(page.getByText('Aid stations', { exact: true })).toBeVisible();
  // Distance, elevation and grade under the pointer, and with the keyboard.
  const chart = page.getByTestId('elevation-chart');
  await hydrated(page.locator('.elevation-explorer-plot'));
  const box = (await chart.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page.getByTestId('elevation-readout')).toContainText(/Distance \d+\.\d\d km/);
  await expect(page.getByTestId('elevation-readout')).toContainText(/Elevation \d+ m/);
  await expect(page.getByTestId('elevation-readout')).toContainText(/Grade [−+-]?\d+\.\d %/);
  await page.locator('.elevation-explorer-plot').focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('elevation-readout')).toContainText('Distance 0.00 km');
  // MapLibre and deck.gl loaded and drew (their own canvases), no fallback message.
  await expect(page.locator('[data-testid="course-map"] canvas')).toHaveCount(2, { timeout: 15_000 });
  await expect(page.getByText('The map cannot be shown in this browser.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/fr/parcours/berlin?unit=mi');
  await expect(page.getByRole('img', { name: 'Profil altimétrique' })).toBeVisible();
  await expect(page.getByText('Distance (mi)')).toBeVisible();

  await page.goto('/fr/rechercher');
  await page.getByLabel('Titre ou ville').fill('GRANÁDA');
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await expect(page).toHaveURL(/q=GRAN%C3%81DA/);
  await expect(page.getByRole('heading', { level: 2, name: 'Granada' })).toBeVisible();
  await expect(page.getByText('1 parcours trouvé', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/en/course/no-such-course');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a member uploads a course, edits an aid station, copies it, and finds it by search', async ({ page }) => {
  const email = `runner-${Date.now()}@example.com`;
  await signUp(page, email, 'Course Runner');

  await page.goto('/en/course/create');
  await page.getByLabel('Course file').setInputFiles(KMZ);
  await expect(page.getByTestId('preview-facts')).toContainText('42.85 km');
  await expect(page.getByRole('img', { name: 'Elevation profile' })).toBeVisible();
  // The map loads its code once it scrolls into view.
  await expect(page.locator('[data-testid="course-map"] canvas')).toHaveCount(0);
  await page.getByTestId('course-map').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-testid="course-map"] canvas').first()).toBeAttached({ timeout: 15_000 });
  await expect(page.getByTestId('aid-row')).toHaveCount(16);

  // A title naming the distance is refused with a message beside the field.
  await page.getByLabel('Title', { exact: true }).fill('Berlin Marathon');
  await page.getByRole('button', { name: 'Save the course' }).click();
  await expect(page.locator('#cf-title-error')).toContainText('Leave the distance out of the title');

  await page.getByLabel('Title', { exact: true }).fill('Spree loop');
  const first = page.getByTestId('aid-row').first();
  await first.getByLabel('Name').fill('Refuel at the gate');
  await first.getByLabel('Position (km)').fill('5000');
  await first.getByLabel('Gels').check();
  await page.getByRole('button', { name: 'Save the course' }).click();
  await expect(page).toHaveURL(/\/en\/course\/spree-loop$/);
  await expect(page.getByText('This course is private')).toBeVisible();
  await expect(page.getByText(/Refuel at the gate at 5 km/)).toContainText('Gels');

  await page.getByRole('link', { name: 'Copy to my courses' }).click();
  await page.getByRole('button', { name: 'Make my copy' }).click();
  await expect(page).toHaveURL(/\/en\/course\/[0-9a-f-]{36}\/edit$/);
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Spree loop');

  await page.goto('/en/course');
  await expect(page.getByRole('row')).toHaveCount(3);
  await page.goto('/fr/rechercher?q=spree');
  await expect(page.getByText('2 parcours trouvés')).toBeVisible();
});
