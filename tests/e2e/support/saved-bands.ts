/**
 * The build page's "Save" and the "My pace bands" list, as several end-to-end specs go through them.
 */
import { expect, type Page } from '@playwright/test';

/** Saves the band on the build page under `name` and waits for the confirmation. */
export async function saveBand(page: Page, name: string): Promise<void> {
  await page.getByLabel('Name of this band').fill(name);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved in “My pace bands”.')).toBeVisible();
}

/** Opens the saved band named `name` from "My pace bands" (English). */
export async function openSavedBand(page: Page, name: string): Promise<void> {
  await page.goto('/en/pace-bands');
  await page.locator('.saved-list li').filter({ hasText: name }).getByRole('link', { name: 'Open' }).click();
}
