import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';

/** The IHDR width and the pHYs resolution (dots per inch) of a PNG, read from its bytes. */
function pngFacts(png: Uint8Array): { width: number; dpi: number | null } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  let dpi: number | null = null;
  for (let at = 8; at + 12 <= png.length; at += 12 + view.getUint32(at)) {
    if (String.fromCharCode(...png.subarray(at + 4, at + 8)) === 'pHYs') dpi = view.getUint32(at + 8) * 0.0254;
  }
  return { width: view.getUint32(16), dpi };
}

test('the PNG download holds every goal time at the chosen resolution, printing at true size', async ({ page }) => {
  await page.goto('/en/build');
  await expect(page.getByRole('img', { name: 'Pace band preview for 4:00:00' })).toBeVisible();
  await page.getByRole('button', { name: /Add a target time/ }).click();
  await page.locator('#goal-1').fill('3:45:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:45:00' })).toBeVisible();

  await page.getByLabel('Image resolution').selectOption('150');
  await expect(page.getByRole('link', { name: 'Image (PNG)' })).toHaveAttribute('href', /[?&]dpi=150(&|$)/);
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Image (PNG)' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^pace-band-.*\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const names = Object.keys(files);
  expect(names).toHaveLength(2);
  expect(names[0]).toMatch(/-1-4-00-00\.png$/);
  expect(names[1]).toMatch(/-2-3-45-00\.png$/);
  for (const png of Object.values(files)) {
    const { width, dpi } = pngFacts(png);
    expect(dpi).toBeCloseTo(150, 1);
    // The default band is 3 cm wide: 3 / 2.54 × 150 pixels.
    expect(width).toBe(Math.round((3 / 2.54) * 150));
  }
});
