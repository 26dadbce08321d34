import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { gpxTrackPoints, recordRun, runFit, runGpx } from '../support/recorded-runs.ts';
import { createUser, logIn } from './support/accounts.ts';
import { acceptPendingHeights, courseFixture, uploadCourse } from './support/courses.ts';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/courses');
const run = Date.now().toString(36);

async function login(page: Page, role: 'member' | 'admin', name: string): Promise<void> {
  const email = `${name.toLowerCase()}-${run}@example.com`;
  createUser(email, name, role);
  await logIn(page, email);
}

/** Recorded runs of a course file, as watches would write them, in the test's output folder. */
function recordings(courseFile: string, heightAt: (along: number, ele: number) => number, names: string[]): string[] {
  const raw = gpxTrackPoints(readFileSync(path.join(FIXTURES, courseFile), 'utf8'));
  return names.map((name, i) => {
    const file = test.info().outputPath(name);
    const points = recordRun(raw, { seed: i + 1, offsetM: [-7, 8][i] ?? 0, everyS: 3, heightAt });
    writeFileSync(file, name.endsWith('.fit') ? runFit(points) : runGpx(points));
    return file;
  });
}

test('an owner corrects a course with two recorded runs; a member’s run goes to the review queue', async ({ page, browser }) => {
  // Two uploads read in the worker pool, three accounts, a band planned twice: a long walk.
  test.setTimeout(480_000);
  await login(page, 'member', 'Rei');
  const title = `Sumida loop ${run}`;
  const { uuid, slug } = await uploadCourse(page.request, {
    title,
    distance: 'marathon',
    file: { name: 'tokyo-marathon-route.gpx', buffer: courseFixture('tokyo-marathon-route.gpx') },
  });

  // The band before: even effort over the file's flat bridges.
  await page.goto(`/en/build/course/${uuid}`);
  const splits = page.locator('.splits-table');
  await expect(splits.locator('tr.row-finish')).toBeVisible();
  const splitsBefore = await splits.innerText();

  // The route file's heights are ground heights: the page says so.
  await page.goto(`/en/course/${slug}`);
  await expect(
    page.getByText('This file’s heights look like ground heights: bridges and overpasses may be flat. Add a recorded run to fix them.'),
  ).toBeVisible();
  const gain = page.locator('.course-facts div').filter({ hasText: 'Elevation gain' }).locator('dd');
  const gainBefore = await gain.innerText();

  // Two watches (GPX and FIT) recorded a 30 m bridge at 21 km that the file holds flat.
  const bridge = (along: number) => Math.max(0, 30 * (1 - Math.abs(along - 21_000) / 700));
  await page
    .getByLabel('Recorded runs', { exact: true })
    .setInputFiles(recordings('tokyo-marathon-route.gpx', (a, e) => e + bridge(a), ['morning.gpx', 'watch.fit']));
  await page.getByRole('button', { name: 'Compare the heights' }).click();
  await expect(page.getByText('Compare the corrected heights below, then accept or discard them.')).toBeVisible();
  const pending = page.getByRole('article', { name: /^Uploaded on / });
  await expect(pending.getByRole('img', { name: 'Elevation profile: the course file’s heights and the corrected heights' })).toBeVisible();
  await expect(pending.locator('.heights-runs tbody tr')).toHaveCount(2);
  // Each run's barometric offset, found again (−7 m and +8 m were added), and its fit.
  await expect(pending.locator('.heights-runs tbody tr').first().locator('td').first()).toHaveText(/^[−-][67][.,]?\d? m$/);
  await expect(pending.locator('.heights-runs tbody tr').nth(1).locator('td').first()).toHaveText(/^\+[78][.,]?\d? m$/);
  const gainRow = pending.locator('.heights-figures tr').filter({ hasText: 'Elevation gain' });
  await expect(gainRow.locator('td').first()).toHaveText(gainBefore);
  await acceptPendingHeights(page, pending, gain, gainBefore);
  await expect(page.locator('#course-quality').locator('..')).toContainText('2 recorded runs');
  await expect(page.getByText('This file’s heights look like ground heights')).toHaveCount(0);

  // The band's splits change over the corrected climb.
  await page.goto(`/en/build/course/${uuid}`);
  await expect(splits.locator('tr.row-finish')).toBeVisible();
  await expect.poll(() => splits.innerText()).not.toBe(splitsBefore);

  // Another member suggests heights for the team's Granada course: they wait in the review queue.
  const memberContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const member = await memberContext.newPage();
  await login(member, 'member', 'Sol');
  await member.goto('/en/course/granada');
  await member
    .getByLabel('Recorded runs', { exact: true })
    .setInputFiles(recordings('granada-half-marathon.gpx', (_a, e) => e, ['granada-run.gpx']));
  await member.getByRole('button', { name: 'Send my suggestion' }).click();
  await expect(member.getByText('Thank you: your suggestion is sent to the team.')).toBeVisible();
  await expect(member.getByRole('article')).toHaveCount(0);

  const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const admin = await adminContext.newPage();
  await login(admin, 'admin', 'Ines');
  await admin.goto('/en/admin/course/review');
  const queue = admin.locator('section[aria-labelledby="suggested-heights"]');
  await expect(queue.getByRole('link', { name: 'Granada' })).toBeVisible();
  await expect(queue.getByRole('article', { name: /^Suggested by a runner on / })).toBeVisible();
  // Discarded, so the demo course stays as it was for the other tests.
  await queue.getByRole('button', { name: /^Discard the heights uploaded on / }).click();
  // SPEC 8: a dialog asks before anything is discarded.
  await admin.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, go ahead' }).click();
  await expect(admin.getByText('The corrected heights are discarded.')).toBeVisible();
  await expect(admin.getByText('No suggested heights are waiting.')).toBeVisible();
  await Promise.all([memberContext.close(), adminContext.close()]);
});
