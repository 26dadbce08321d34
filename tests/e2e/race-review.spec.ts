import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { gpxTrackPoints, recordRun, runFit, runGpx } from '../support/recorded-runs.ts';
import { createUser, logIn, ORIGIN } from './support/accounts.ts';
import { courseFixture, uploadCourse } from './support/courses.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/courses');
const run = Date.now().toString(36);

/** A race recorded on a course file (a point every few seconds), as a watch would write it, in the test's output folder. */
function recording(courseFile: string, name: string, options: { speedMps: number; sport?: 'running' | 'cycling' }): string {
  const points = recordRun(gpxTrackPoints(readFileSync(path.join(FIXTURES, courseFile), 'utf8')), {
    seed: 3,
    everyS: 4,
    // Even to 15 km, then a fade.
    speedAt: (m) => (m < 15_000 ? options.speedMps : options.speedMps * 0.85),
    heartRateAt: (m) => 150 + m / 1000,
  });
  const file = test.info().outputPath(name);
  writeFileSync(file, name.endsWith('.fit') ? runFit(points, options.sport ? { sport: options.sport } : {}) : runGpx(points));
  return file;
}

test('a member lays their race on a saved band, sees the table and the chart, and shares it read-only', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `racer-${run}@example.com`;
  createUser(email, 'Racer', 'member');
  await logIn(page, email);
  // A private course (Granada's half marathon) and a band saved on it.
  const { uuid } = await uploadCourse(page.request, {
    title: `Granada ${run}`,
    distance: 'half',
    file: { name: 'granada.gpx', buffer: courseFixture('granada-half-marathon.gpx') },
  });
  const title = `Granada 1:45 ${run}`;
  const saved = await page.request.post('/api/bands/saved', {
    data: {
      title,
      locale: 'en',
      // The band definition: on the course's own distance (none of its own).
      definition: { v: 1, plan: { bands: [{ count: 1, goal: '1:45:00' }] }, courseUuid: uuid },
    },
    headers: { origin: ORIGIN },
  });
  expect(saved.status()).toBe(201);

  await page.goto('/en/pace-bands');
  const card = page.locator('.saved-list li').filter({ hasText: title });
  await card.getByText('After the race', { exact: true }).click();
  // A ride is refused, with the reason; nothing is kept.
  await card
    .getByLabel('Race recording (FIT, GPX or TCX)')
    .setInputFiles(recording('granada-half-marathon.gpx', 'ride.fit', { speedMps: 3.4, sport: 'cycling' }));
  await card.getByRole('button', { name: 'Compare with the plan' }).click();
  // Read in the worker pool: the first file of a run may wait for a worker to start.
  await expect(card.getByRole('alert')).toHaveText('This recording is a ride, not a run: upload the activity you ran.', {
    timeout: 60_000,
  });

  await card
    .getByLabel('Race recording (FIT, GPX or TCX)')
    .setInputFiles(recording('granada-half-marathon.gpx', 'race.fit', { speedMps: 3.4 }));
  await card.getByRole('button', { name: 'Compare with the plan' }).click();
  const table = card.getByRole('table', { name: 'Splits as planned and as run' });
  await expect(table).toBeVisible({ timeout: 60_000 });
  await expect(table.getByRole('columnheader', { name: 'Heart rate' })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Finish 1:45:00 / })).toBeVisible();
  await expect(card.getByRole('img', { name: 'Gap to the plan over the distance, with the elevation' })).toBeVisible();
  await expect(card.getByText(/^A fade after 1\d km: [\d,]+ s lost on the plan/)).toBeVisible();
  const finishRow = await table.getByRole('row', { name: /^Finish / }).innerText();

  // The read-only link, signed out.
  const link = await card.getByRole('link', { name: /\/en\/race-review\// }).getAttribute('href');
  const guest = await browser.newContext({ baseURL: ORIGIN });
  const shared = await guest.newPage();
  await shared.goto(link!);
  await expect(shared.getByRole('heading', { level: 1, name: `Race review: ${title}` })).toBeVisible();
  const sharedFinish = shared.getByRole('table', { name: 'Splits as planned and as run' }).getByRole('row', { name: /^Finish / });
  expect(await sharedFinish.innerText()).toBe(finishRow);
  await expect(shared.getByRole('button', { name: 'Delete this race review' })).toHaveCount(0);
  await expect(shared.getByRole('img', { name: 'Gap to the plan over the distance, with the elevation' })).toBeVisible();

  // The owner deletes it: the link is gone too.
  await card.getByRole('button', { name: 'Delete this race review' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, go ahead' }).click();
  await expect(page.getByText('The race review is deleted.')).toBeVisible();
  expect((await shared.goto(link!))?.status()).toBe(404);
  await guest.close();
});

test('without an account, on the build page: a race against the band, behind its own link', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/en/build');
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:50:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:50:00' })).toBeVisible();
  const section = page.getByRole('region', { name: 'After the race' });
  await section
    .getByLabel('Race recording (FIT, GPX or TCX)')
    .setInputFiles(recording('boston-marathon.gpx', 'boston.gpx', { speedMps: 3.1 }));
  await section.getByRole('button', { name: 'Compare with the plan' }).click();
  await expect(page).toHaveURL(/\/en\/race-review\/[A-Za-z0-9_-]{43}$/, { timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Splits as planned and as run' });
  await expect(table.getByRole('row', { name: /^Finish 3:50:00 / })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gap to the plan over the distance, with the elevation' })).toBeVisible();
  await expect(page.getByText('Where the time went')).toBeVisible();
});
