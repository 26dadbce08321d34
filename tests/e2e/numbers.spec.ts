import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { pageDrawings, placedGlyphs } from '../support/pdf-drawing.ts';
import { signUp } from './support/accounts.ts';
import { hydrated } from './support/hydration.ts';

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
  await signUp(page, email, 'Hill Runner');

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

test('predictor: no sex needed for predictions, MAS faster than 5 km pace, ultras carried by the road standards', async ({ page }) => {
  await page.goto('/en/predictor');
  await page.getByLabel('Distance', { exact: true }).selectOption('10k');
  await page.getByLabel('Time', { exact: true }).fill('41:21');
  await page.getByRole('button', { name: 'Predict my times' }).click();
  await expect(page.getByTestId('vdot')).toHaveText('50.0 ml/kg/min');
  // MAS from Daniels' oxygen cost at VO2max: 15.6 km/h, 3:50 per km, faster than the 3:59/km predicted over 5 km.
  await expect(page.getByText('15.6 km/h, 3:50 per km')).toBeVisible();
  await expect(page.locator('#pr-short tr[data-distance="5k"] td').nth(1)).toHaveText(/^3:5[89]/);

  // Up to the marathon the formulas answer; beyond it the road standards carry the marathon, and the page says so.
  await expect(page.locator('#pr-long tr[data-distance="marathon"] td[data-note]')).toHaveCount(0);
  await expect(page.locator('#pr-long tr[data-distance="50k"] td[data-note="ultraStandards"]')).toBeVisible();
  await expect(page.locator('#pr-long-note-ultraStandards')).toContainText('Beyond the marathon the formula predicts your marathon');

  // An age asks for the sex (its tables depend on it), beside the field.
  await page.getByLabel('Age (optional)').fill('45');
  await page.getByRole('button', { name: 'Predict my times' }).click();
  await expect(page.locator('#pr-sex-error')).toContainText('Choose female or male for the age grading');

  await page.goto('/fr/predicteur?distance=10k&time=41:21&algo=cameron');
  await expect(page.locator('#pr-long-note-ultraStandards')).toContainText('Au-delà du marathon, la formule prédit votre marathon');
});

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;

/** The settings a build page link carries (`s`: the settings JSON in base64url). */
function linkSettings(href: string): { band?: Record<string, unknown>; paper?: Record<string, unknown> } {
  const s = new URL(href, ORIGIN).searchParams.get('s') ?? '';
  return JSON.parse(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

test('issue 29 point 7: French pages and the French band write comma decimals', async ({ page }) => {
  // The course page: its figures and the elevation readout.
  await page.goto('/fr/parcours/boston');
  await expect(page.locator('.course-facts').first()).toContainText('42,5 km');
  // The key goes to the explorer's handler once its island has hydrated (the scripts load after the first paint).
  await hydrated(page.locator('.elevation-explorer-plot'));
  await page.locator('.elevation-explorer-plot').focus();
  await page.keyboard.press('End');
  await expect(page.getByTestId('elevation-readout')).toContainText(/Distance 42,\d\d km/);

  // The build page on that course: the snap to the race distance, the split table.
  await page.getByRole('link', { name: 'Créer un bracelet d’allure pour ce parcours' }).click();
  await expect(page).toHaveURL(/\/fr\/construire\/parcours\/[0-9a-f-]{36}/);
  await page.getByLabel('Temps visé (h:mm:ss)').fill('3:30:00');
  await expect(page.getByRole('img', { name: 'Aperçu du bracelet d’allure pour 3:30:00' })).toBeVisible();
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');
  await expect(page.getByTestId('distance-scaled')).toHaveText('Tracé de 42,50 km, ramené à 42,195 km.');
  await expect(page.locator('.splits-table tr.row-finish td').first()).toHaveText('42,2 km');
  const slopeColumn = (await page.locator('.splits-table thead th').allInnerTexts()).indexOf('Pente') + 1;
  expect(slopeColumn).toBeGreaterThan(0);
  const slopes = await page.locator(`.splits-table tr.row-lap td:nth-child(${slopeColumn})`).allInnerTexts();
  expect(slopes.length).toBeGreaterThan(30);
  for (const slope of slopes) expect(slope).toMatch(/^([+−]\d+,\d|0,0)\s%$/);
  expect((await page.locator('.splits-table').innerText()).match(/\d\.\d/)).toBeNull();
  // "Exemplaires" stays in its column, clear of the goal time's field.
  const copies = (await page.locator('label[for="count-0"]').boundingBox())!;
  const goal = (await page.getByLabel('Temps visé (h:mm:ss)').boundingBox())!;
  expect(copies.x + copies.width).toBeLessThanOrEqual(goal.x);

  // The printed band: the served PDF is the French band, drawn again here, whose texts say 42,2.
  const href = (await page.getByRole('link', { name: 'PDF à imprimer' }).getAttribute('href'))!;
  const served = await page.request.get(href);
  expect(served.status()).toBe(200);
  const settings = linkSettings(href);
  const planned = await page.request.post('/api/bands/plan', { data: { settings, locale: 'fr' }, headers: { origin: ORIGIN } });
  expect(planned.status()).toBe(200);
  const { plans } = (await planned.json()) as { plans: unknown[] };
  const reference = JSON.parse(
    execFileSync('npx', ['tsx', 'tests/e2e/support/band-reference.ts'], {
      input: JSON.stringify({ plans, band: { ...settings.band, locale: 'fr' }, paper: settings.paper ?? {} }),
      env: { ...process.env, RENDER_THREADS: '0', LOG_LEVEL: 'silent' },
      maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8'),
  ) as { pdf: string; texts: string[] };
  const drawn = async (pdf: Uint8Array) => (await pageDrawings(pdf)).map(placedGlyphs);
  expect(await drawn(await served.body())).toEqual(await drawn(Buffer.from(reference.pdf, 'base64')));
  expect(reference.texts).toContain('42,2');
  expect(reference.texts).toContain('Temps');
  expect(reference.texts.filter((text) => /\d\.\d/.test(text))).toEqual([]);
});
