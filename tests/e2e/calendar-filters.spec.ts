import { expect, test } from '@playwright/test';

test('the calendar filters apply when changed, and the button still applies them without JavaScript', async ({ page, browser }) => {
  await page.goto('/en/calendar');
  const distance = page.getByLabel('Distance', { exact: true });
  // One option per race distance: the half marathon is not listed twice as "21 km" and "Half marathon".
  const labels = await distance.locator('option').allInnerTexts();
  expect(labels.filter((l) => /^Half marathon$|^21(\.1)? km$/.test(l))).toHaveLength(1);
  await distance.selectOption('half');
  await expect(page).toHaveURL(/[?&]distance=half/);
  await expect(page.getByLabel('Distance', { exact: true })).toHaveValue('half');

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(page.url().replace(/\?.*$/, ''));
  await plain.getByLabel('Distance', { exact: true }).selectOption('marathon');
  await expect(plain).not.toHaveURL(/distance=/);
  await plain.getByRole('button', { name: 'Show races' }).click();
  await expect(plain).toHaveURL(/[?&]distance=marathon/);
  await noScript.close();
});
