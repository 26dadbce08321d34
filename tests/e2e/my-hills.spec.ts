/**
 * "My hills" (issue 27 point 3), walked as a runner would: sign up, fit the model from three
 * recorded runs on the profile's My hills page, see the curve beside Strava's and the data per
 * grade, pace Boston on it from the build page (the splits change), then delete the model.
 */
import { writeFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { syntheticHillFits } from '../support/synthetic-hill-runs.ts';
import { logIn, registerConfirmed } from './support/accounts.ts';

const run = Date.now().toString(36);

/** Three runs on rolling synthetic courses by a runner who climbs slower than Strava's runners, as FIT files in the test's output folder. */
function runFiles(): string[] {
  return syntheticHillFits(3, { lengthM: 6_000, seed: 5 }).map(({ bytes, fileName }) => {
    const file = test.info().outputPath(fileName);
    writeFileSync(file, bytes);
    return file;
  });
}

/** The preview's lap splits, in order. */
const splits = (page: Page) =>
  page.locator('.splits-table tbody tr.row-lap').evaluateAll((trs) => trs.map((tr) => tr.querySelectorAll('td')[1]?.textContent ?? ''));

test('a member fits My hills from three runs, sees the curve and the data per grade, paces Boston on it, and deletes it', async ({
  page,
}, testInfo) => {
  // The fit runs in the worker pool and the marathon is planned several times: slow on a shared machine.
  test.setTimeout(240_000);
  const email = `hills-${run}@example.com`;
  await registerConfirmed(page, email, 'Hill Climber');
  await logIn(page, email);

  // From the account menu to the page, under the profile.
  await page.goto('/en');
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('list', { name: 'Account menu' }).getByRole('link', { name: 'My hills' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/my-hills$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My hills' })).toBeVisible();
  await expect(page.getByText('You have no hill model yet.')).toBeVisible();

  await page.getByLabel('Recorded runs (FIT, GPX or TCX)').setInputFiles(runFiles());
  await page.getByRole('button', { name: 'Fit my hills' }).click();
  await expect(page.getByText('Your hill model is ready.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Fitted from 3 runs on')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Your pace factor per grade beside Strava’s/ })).toBeVisible();
  // The data per grade: every whole grade from −15 % to +15 %, the flat at 1, stretches behind each.
  const table = page.getByRole('table', { name: /^Factor per grade/ });
  await expect(table.locator('tbody tr')).toHaveCount(31);
  await expect(table.getByRole('row', { name: /^0 % 1\.00 1\.00 \d+$/ })).toBeVisible();
  const counts = (await table.locator('tbody tr td:last-child').allInnerTexts()).map(Number);
  expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThan(50);
  // Steeper than Strava's runners on the climbs, on average from +5 % to +15 % (this runner climbs slower).
  const ratios = await table.locator('tbody tr').evaluateAll((trs) =>
    trs
      .map(
        (tr) => [tr.querySelector('th')!.textContent!, ...Array.from(tr.querySelectorAll('td'), (td) => Number(td.textContent))] as const,
      )
      .filter(([grade]) => /^\+(\d+) %$/.test(grade) && Number(grade.slice(1, -2)) >= 5)
      .map(([, mine, strava]) => mine! / strava!),
  );
  expect(ratios).toHaveLength(11);
  expect(ratios.reduce((a, b) => a + b, 0) / ratios.length).toBeGreaterThan(1);
  await page.screenshot({ path: testInfo.outputPath('my-hills.png'), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // The build page on a hilly course offers it; the splits follow the runner's own curve.
  await page.goto('/en/course/boston');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/);
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');
  const strategy = page.locator('details.form-section').filter({ has: page.locator('summary', { hasText: 'Strategy' }) });
  if ((await strategy.getAttribute('open')) === null) await strategy.locator('summary').click();
  await expect(page.getByRole('radio', { name: /^Runners' data/ })).toBeChecked();
  const before = await splits(page);
  await page.getByRole('radio', { name: /^My hills/ }).check();
  await expect.poll(async () => (await splits(page)).join(' '), { timeout: 30_000 }).not.toBe(before.join(' '));
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');

  // Deleted after the site's confirmation: the build page no longer offers it.
  await page.goto('/en/profile/my-hills');
  await page.getByRole('button', { name: 'Delete my hill model' }).click();
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, go ahead' }).click();
  await expect(page.getByText('Your hill model was deleted.')).toBeVisible();
  await expect(page.getByText('You have no hill model yet.')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Factor per grade/ })).toHaveCount(0);
});
