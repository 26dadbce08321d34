import { expect, test } from '@playwright/test';
import { createUser, logIn } from './support/accounts.ts';
import { acceptPendingHeights, uploadCourse } from './support/courses.ts';

const run = Date.now().toString(36);

/** 5 km heading east from 52.5° N 13.3° E, a point every 10 m, every height 50 m. */
function flatRiverCourse(): string {
  const points = Array.from({ length: 501 }, (_, i) => `<trkpt lat="52.5" lon="${13.3 + (i * 10) / 67_900}"><ele>50</ele></trkpt>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<gpx version="1.1" creator="e2e" xmlns="http://www.topografix.com/GPX/1/1"><trk><trkseg>\n${points.join('\n')}\n</trkseg></trk></gpx>\n`;
}

/**
 * Issue 26 point 2. The e2e server's TERRAIN_DIR is tests/fixtures/terrain: a synthetic tile with a
 * 30 m hill at km 3.5 and a river valley 25 m deep at km 1.6–2.2 of a 5 km line heading east from
 * 52.5° N 13.3° E. The course file holds everything at 50 m (a route planner's flattened heights):
 * re-profiled, it gets the hill and keeps its level bridge over the river.
 */
test('an owner re-profiles a flattened course from the terrain, keeps the bridge, accepts: the splits follow', async ({ page }) => {
  // A course upload and a re-profile read in the worker pool, the band planned twice.
  test.setTimeout(240_000);
  const email = `terrain-${run}@example.com`;
  createUser(email, 'Tess', 'member');
  await logIn(page, email);
  const { uuid, slug } = await uploadCourse(page.request, {
    title: `River five ${run}`,
    distance: '5k',
    file: { name: 'river-five.gpx', buffer: Buffer.from(flatRiverCourse()) },
  });

  await page.goto(`/en/build/course/${uuid}`);
  await page.getByLabel('Goal time (h:mm:ss)').fill('0:25:00');
  const splits = page.locator('.splits-table');
  await expect(splits.locator('tr.row-finish')).toBeVisible();
  const splitsBefore = await splits.innerText();

  await page.goto(`/en/course/${slug}`);
  const gain = page.locator('.course-facts div').filter({ hasText: 'Elevation gain' }).locator('dd');
  const gainBefore = await gain.innerText();
  const terrain = page.getByRole('form', { name: 'Re-profile from the terrain' });
  await terrain.getByRole('button', { name: 'Re-profile from the terrain' }).click();
  await expect(page.getByText('Compare the heights from the terrain below, then accept or discard them.')).toBeVisible();
  const pending = page.getByRole('article', { name: /^From the terrain model on / });
  await expect(pending.getByRole('img', { name: 'Elevation profile: the course file’s heights and the corrected heights' })).toBeVisible();
  // The bridge over the river is kept from the file: the stretch is named.
  await expect(pending.getByText(/^1 bridge kept from the course file: km 1[.,]\d–2[.,]\d\.$/)).toBeVisible();
  const gainRow = pending.locator('.heights-figures tr').filter({ hasText: 'Elevation gain' });
  await expect(gainRow.locator('td').first()).toHaveText(gainBefore);
  await expect(gainRow.locator('td').nth(1)).not.toHaveText(gainBefore);
  await acceptPendingHeights(page, pending, gain, gainBefore);
  await expect(page.locator('#course-quality').locator('..')).toContainText('the terrain model (1 bridge kept from the file)');
  await expect(page.getByRole('radio', { name: /^From the terrain on / })).toBeChecked();

  // The band's splits change over the hill the file did not have.
  await page.goto(`/en/build/course/${uuid}`);
  await page.getByLabel('Goal time (h:mm:ss)').fill('0:25:00');
  await expect(splits.locator('tr.row-finish')).toBeVisible();
  await expect.poll(() => splits.innerText()).not.toBe(splitsBefore);
});
