import { readFile } from 'node:fs/promises';
import { Decoder, Stream } from '@garmin/fitsdk';
import { expect, test, type Page } from '@playwright/test';
import { signUp } from './support/accounts.ts';

/** Clicks a file's button in "On your watch" and reads the downloaded file. */
async function download(page: Page, name: string): Promise<{ name: string; bytes: Uint8Array }> {
  const section = page.getByRole('region', { name: 'On your watch' });
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name, exact: true }).click();
  const file = await downloaded;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(await readFile((await file.path())!)) };
}

/** Garmin's decoder, after its integrity check (header, size, CRC). */
function decodeFit(bytes: Uint8Array) {
  const decoder = new Decoder(
    Stream.fromArrayBuffer(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer),
  );
  expect(decoder.checkIntegrity()).toBe(true);
  const { messages, errors } = decoder.read();
  expect(errors).toEqual([]);
  return messages;
}

test('on the Berlin course, the build page gives the plan as a FIT workout, a FIT course and a GPX course', async ({ page }) => {
  await page.goto('/en/course/berlin');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/);
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:30:00' })).toBeVisible();
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');
  const laps = await page.locator('.splits-table tbody tr.row-lap, .splits-table tbody tr.row-finish').count();

  const workout = await download(page, 'FIT workout');
  expect(workout.name).toMatch(/-workout\.fit$/);
  const steps = decodeFit(workout.bytes).workoutStepMesgs ?? [];
  // One step per printed lap row (the half-way marker is not one), each its distance at a pace range.
  expect(steps).toHaveLength(laps);
  expect(steps[0]).toMatchObject({ durationType: 'distance', durationDistance: 1000, targetType: 'speed' });

  await page.getByLabel('Pace range of the workout, ± seconds per km or mile').fill('75');
  await page.getByRole('button', { name: 'FIT workout', exact: true }).click();
  await expect(page.getByText('The pace range must be a whole number of seconds from 0 to 60.')).toBeVisible();
  await page.getByLabel('Pace range of the workout, ± seconds per km or mile').fill('5');

  const course = await download(page, 'FIT course');
  expect(course.name).toMatch(/-course\.fit$/);
  const fit = decodeFit(course.bytes);
  const times = (fit.recordMesgs ?? []).map((r) => (r.timestamp as Date).getTime() / 1000);
  // The virtual partner finishes on the goal time.
  expect(Math.abs(times.at(-1)! - times[0]! - 12_600)).toBeLessThanOrEqual(1);
  expect((fit.coursePointMesgs ?? []).map((p) => p.name)).toContain('Km 21');

  const gpx = await download(page, 'GPX course');
  expect(gpx.name).toMatch(/\.gpx$/);
  const text = new TextDecoder().decode(gpx.bytes);
  const stamps = [...text.matchAll(/<trkpt [^>]*>.*?<time>([^<]+)<\/time>/g)].map((m) => Date.parse(m[1]!) / 1000);
  expect(stamps.length).toBeGreaterThan(400);
  expect(stamps.at(-1)! - stamps[0]!).toBe(12_600);
});

test('without a course, only the workout can be made (French)', async ({ page }) => {
  await page.goto('/fr/build');
  const section = page.getByRole('region', { name: 'Sur votre montre' });
  await expect(section.getByRole('button', { name: 'Parcours FIT', exact: true })).toBeDisabled();
  await expect(section.getByRole('button', { name: 'Parcours GPX', exact: true })).toBeDisabled();
  const downloaded = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Entraînement FIT', exact: true }).click();
  const file = await downloaded;
  const bytes = new Uint8Array(await readFile((await file.path())!));
  expect(new TextDecoder().decode(bytes.slice(8, 12))).toBe('.FIT');
});

test('a saved band on a course gives its watch files from my pace bands', async ({ page }) => {
  await signUp(page, `watcher-${Date.now().toString(36)}@example.com`, 'Watcher');

  await page.goto('/en/course/berlin');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:45:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:45:00' })).toBeVisible();
  await page.getByLabel('Name of this band').fill('Berlin on the watch');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved in “My pace bands”.')).toBeVisible();

  await page.goto('/en/pace-bands');
  const card = page.locator('.saved-list > li').filter({ hasText: 'Berlin on the watch' });
  await card.getByText('On your watch').click();
  const downloaded = page.waitForEvent('download');
  await card.getByRole('button', { name: 'FIT course', exact: true }).click();
  const file = await downloaded;
  const fit = decodeFit(new Uint8Array(await readFile((await file.path())!)));
  const times = (fit.recordMesgs ?? []).map((r) => (r.timestamp as Date).getTime() / 1000);
  expect(Math.abs(times.at(-1)! - times[0]! - 13_500)).toBeLessThanOrEqual(1);
});

test('a plan with more rows than a watch takes gives a 50-step workout, and the page says its rows were merged', async ({ page }) => {
  await page.goto('/en/build');
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:00:00' })).toBeVisible();
  const splits = page.locator('details.form-section').filter({ has: page.locator('summary', { hasText: 'Splits and display' }) });
  if ((await splits.getAttribute('open')) === null) await splits.locator('summary').click();
  await page.getByLabel('A row every (km)').fill('0.15');
  await expect(page.locator('.splits-table tbody tr.row-lap, .splits-table tbody tr.row-finish')).toHaveCount(282);

  const workout = await download(page, 'FIT workout');
  const steps = decodeFit(workout.bytes).workoutStepMesgs ?? [];
  expect(steps).toHaveLength(50);
  // One step for many rows of the same pace, named by its range.
  expect(steps.some((s) => /^\d+(\.\d+)?–\d+(\.\d+)? km$/.test(String(s.wktStepName)))).toBe(true);
  await expect(page.getByRole('region', { name: 'On your watch' }).getByRole('status')).toHaveText(
    'Watches take at most 50 workout steps: the plan’s 282 steps were merged into 50, neighbouring rows of close pace as one step named by its range (e.g. “5–8 km”); every walk break is kept.',
  );
});
