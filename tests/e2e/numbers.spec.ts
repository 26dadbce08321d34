import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';

/** Issue 13, "the numbers behind it": each point on the user's path. */
const BOSTON = path.resolve(import.meta.dirname, '../fixtures/courses/boston-marathon.gpx');

const seconds = (text: string) => text.split(':').reduce((total, part) => total * 60 + Number(part), 0);

/** Split (s) of every full lap row of the preview table, by distance ("33 km" → split). */
async function lapSplits(page: Page): Promise<Map<string, number>> {
  const rows = await page
    .locator('.splits-table tr.row-lap')
    .evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')));
  return new Map(rows.map((cells) => [cells[0] ?? '', seconds(cells[1] ?? '0')]));
}

async function waitForGoal(page: Page, goal: string) {
  await expect(page.getByRole('img', { name: `Pace band preview for ${goal}` })).toBeVisible();
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText(goal);
}

test('Boston: the track is laid over 42.195 km and says so; hill models and effort x2 change the splits as they should', async ({
  page,
}) => {
  await page.goto('/en/course/boston');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/);
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  await waitForGoal(page, '3:30:00');

  // Point 13: the snap is said, and the measured length can be kept.
  await expect(page.getByTestId('distance-scaled')).toHaveText('Track 42.50 km, scaled to 42.195 km.');
  await expect(page.locator('.splits-table tr.row-finish td').first()).toHaveText('42.2 km');
  await page.getByLabel('Keep the measured length (42.50 km)').check();
  await expect(page.locator('.splits-table tr.row-finish td').first()).toHaveText('42.5 km');
  await expect(page.getByTestId('distance-scaled')).toHaveCount(0);
  await page.getByLabel('Keep the measured length (42.50 km)').uncheck();
  await expect(page.locator('.splits-table tr.row-finish td').first()).toHaveText('42.2 km');

  // Point 10: runners' data by default; the metabolic cost slows Heartbreak Hill (km 33) more.
  await page.getByText('Strategy', { exact: true }).click();
  await expect(page.getByLabel("Runners' data")).toBeChecked();
  const runners = await lapSplits(page);
  await page.getByLabel('Metabolic cost').check();
  await expect.poll(async () => (await lapSplits(page)).get('33 km')).toBeGreaterThan((runners.get('33 km') ?? 0) + 5);
  await page.getByLabel("Runners' data").check();
  await expect.poll(async () => (await lapSplits(page)).get('33 km')).toBe(runners.get('33 km'));

  // Point 11: effort x2 slows the hill further but asks for no km faster than even effort's fastest.
  await page.getByLabel('Effort ×2').check();
  await expect.poll(async () => (await lapSplits(page)).get('33 km')).toBeGreaterThan((runners.get('33 km') ?? 0) + 15);
  const doubled = await lapSplits(page);
  expect(Math.min(...doubled.values())).toBeGreaterThanOrEqual(Math.min(...runners.values()) - 1);
  await waitForGoal(page, '3:30:00');
});

test('a member uploads the Boston file: title from its name, climbs kept, start at the file’s height', async ({ page }) => {
  const email = `numbers-${Date.now()}@example.com`;
  await page.goto('/en/register');
  await page.getByLabel('Name', { exact: true }).fill('Hill Runner');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('correct horse battery 42');
  await page.getByLabel(/Confirm/).fill('correct horse battery 42');
  await page.getByLabel('I accept the terms of use and the privacy notice').check();
  await page.getByRole('button', { name: /Create|Register|Sign up/ }).click();
  await expect(page).not.toHaveURL(/register/);

  await page.goto('/en/course/create');
  await page.getByLabel('Course file').setInputFiles(BOSTON);
  const facts = page.getByTestId('preview-facts');
  await expect(facts).toContainText('42.50 km');
  // Point 14: "Boston Marathon 2025 - 42.195 km" in the file; the title leaves the distance out (SPEC 5).
  await expect(page.getByLabel('Title', { exact: true })).toHaveValue('Boston');
  // Point 12: the file climbs 188 m point to point; the profile keeps most of it (the 3 m dead band kept 127 m).
  const gain = Number((await facts.locator('dd').nth(1).textContent())?.replace(/\D/g, ''));
  expect(gain).toBeGreaterThanOrEqual(160);
  expect(gain).toBeLessThanOrEqual(188);
});

test('predictor: no sex needed for predictions, MAS faster than 5 km pace, Cameron left out beyond the marathon', async ({ page }) => {
  await page.goto('/en/predictor');
  await page.getByLabel('Distance', { exact: true }).selectOption('10k');
  await page.getByLabel('Time', { exact: true }).fill('41:21');
  await page.getByRole('button', { name: 'Predict my times' }).click();
  await expect(page.getByTestId('vdot')).toHaveText('50.0 ml/kg/min');
  // MAS from Daniels' oxygen cost at VO2max: 15.6 km/h, 3:50 per km, faster than the 3:59/km predicted over 5 km.
  await expect(page.getByText('15.6 km/h, 3:50 per km')).toBeVisible();
  await expect(page.locator('#pr-short tr[data-distance="5k"] td').nth(1)).toHaveText(/^3:5[89]/);

  // Up to the marathon the average is of three formulas; beyond it Cameron is left out, and the page says so.
  await expect(page.locator('#pr-long tr[data-distance="marathon"] td[data-note]')).toHaveCount(0);
  await expect(page.locator('#pr-long tr[data-distance="50k"] td[data-note="cameronLeftOut"]')).toBeVisible();
  await expect(page.locator('#pr-long-note-cameronLeftOut')).toContainText(
    'Average of Riegel and VDOT only: Cameron’s formula is fitted from 400 m to the marathon',
  );

  // An age asks for the sex (its tables depend on it), beside the field.
  await page.getByLabel('Age (optional)').fill('45');
  await page.getByRole('button', { name: 'Predict my times' }).click();
  await expect(page.locator('#pr-sex-error')).toContainText('Choose female or male for the age grading');

  await page.goto('/fr/predicteur?distance=10k&time=41:21&algo=cameron');
  await expect(page.locator('#pr-long-note-outsideRange')).toContainText('Hors du domaine sur lequel la formule de Cameron a été ajustée');
});
