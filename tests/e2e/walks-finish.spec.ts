/**
 * Issue 26 point 6, walked as a runner would: run-walk on the build page, the band switched to
 * miles: the walking speed reads 3.7 mph (not 6 mph), the breaks stay where they were, none starts
 * in the last 500 m, and each walk row reads where it starts, never the next row's distance.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSection } from './support/served-band.ts';

/** The split table's rows: kind and the distance cell, as numbers in the band's unit. */
async function rows(page: Page) {
  const all = await page
    .locator('.splits-table tbody tr')
    .evaluateAll((trs) => trs.map((tr) => ({ kind: tr.className, distance: tr.querySelector('td')?.textContent ?? '' })));
  return all.map((r) => ({ kind: r.kind, at: Number(r.distance.replace(/[^\d.]/g, '')) }));
}

test('run-walk in miles: the walking speed converts, walk rows read where each break starts, none in the last 500 m', async ({ page }) => {
  await page.goto('/en/build');
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:00:00' })).toBeVisible();
  await openSection(page, 'Walk breaks');
  await page.getByLabel('Walk breaks by time').check();
  await expect(page.getByLabel('Walking speed (km/h)')).toHaveValue('6');
  await expect(page.locator('.splits-table tr.row-walk').first()).toBeVisible();
  const inKm = (await rows(page)).filter((r) => r.kind === 'row-walk').length;

  await openSection(page, 'Splits and display');
  await page.getByLabel('Unit', { exact: true }).selectOption('mi');
  await expect(page.getByLabel('Walking speed (mi/h)')).toHaveValue('3.7');
  await expect(page.locator('.splits-table tr.row-finish td').first()).toHaveText('26.22 mi');
  // The same walk at 3.7 mph as at 6 km/h: as many breaks (a 6 mph walk would be a run and shift them).
  await expect.poll(async () => (await rows(page)).filter((r) => r.kind === 'row-walk').length).toBe(inKm);
  const table = await rows(page);
  const finish = table.at(-1)!.at;
  table.forEach((row, i) => {
    if (row.kind !== 'row-walk') return;
    // Rounded down: strictly before the next distance row, and not in the last 500 m (0.31 mi).
    const next = table.slice(i + 1).find((r) => r.kind !== 'row-walk')!;
    expect(row.at).toBeLessThan(next.at);
    expect(row.at).toBeLessThan(finish - 0.31);
  });

  // Back to km: 6 km/h again.
  await page.getByLabel('Unit', { exact: true }).selectOption('km');
  await expect(page.getByLabel('Walking speed (km/h)')).toHaveValue('6');
});
