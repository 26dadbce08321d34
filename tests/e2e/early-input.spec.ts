/**
 * A phone on a slow line shows the server's page before its scripts arrive, and the runner starts
 * at once: a goal typed, a lap unit chosen, a course file picked before the page hydrated must
 * count once it has (src/ui/early-input.ts). The page's scripts are held back here until the
 * runner has acted.
 */
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { register } from './support/accounts.ts';
import { openSection } from './support/served-band.ts';

const KMZ = path.resolve(import.meta.dirname, '../fixtures/courses/berlin-marathon-aid-stations.kmz');

/** Holds every script of the site until `release` is called. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    held++;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}

test('a goal typed and a lap unit chosen before the build page hydrates shape the band once it has', async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto('/en/build', { waitUntil: 'commit' });
  const goal = page.getByLabel('Goal time (h:mm:ss)');
  await goal.fill('3:15:00');
  await openSection(page, 'Splits and display');
  await page.getByLabel('Lap-time display').selectOption('mi');
  expect(scripts.held(), 'the scripts were still held when the runner acted').toBeGreaterThan(0);
  scripts.release();

  // The first drawing of a band may wait for a render thread to start.
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:15:00' })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:15:00');
  await expect(goal).toHaveValue('3:15:00');
  await expect(page.getByLabel('Lap-time display')).toHaveValue('mi');
  await expect(page.locator('.splits-table th', { hasText: 'Lap mi' })).toBeVisible();
  // The page is live: a later change still reaches the band.
  await goal.fill('3:20:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:20:00' })).toBeVisible();
});

test('a course file picked before the course form hydrates is previewed once it has', async ({ page }) => {
  await register(page.request, `early-${Date.now().toString(36)}@example.com`, 'Early Runner');
  const scripts = await holdScripts(page);
  await page.goto('/en/course/create', { waitUntil: 'commit' });
  await page.getByLabel('Course file').setInputFiles(KMZ);
  expect(scripts.held()).toBeGreaterThan(0);
  scripts.release();
  await expect(page.getByTestId('aid-row')).toHaveCount(16);
});
