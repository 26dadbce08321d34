import { expect, test, type Page } from '@playwright/test';
import { createUser, logIn } from './support/accounts.ts';

const run = Date.now().toString(36);

/** A question made on the admin form, in English. */
async function newQuestion(page: Page, key: string, text: string) {
  await page.goto('/en/admin/faq/create');
  await page.getByLabel('Key').fill(key);
  await page.getByLabel('Position').fill('0');
  await page.getByLabel('Question (English)').fill(text);
  await page.getByLabel('Answer (Markdown) (English)').fill('An answer.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The question is created.')).toBeVisible();
}

test('SPEC 8: a delete asks first, in a dialog with JavaScript and on a confirm page without it; cancel keeps the row', async ({
  page,
  browser,
}) => {
  const email = `confirm-${run}@example.com`;
  createUser(email, 'Cora', 'admin');
  await logIn(page, email);
  await newQuestion(page, `dialog-${run}`, `Dialog question ${run}?`);
  await newQuestion(page, `page-${run}`, `Page question ${run}?`);

  // With JavaScript: the dialog asks; "Cancel" deletes nothing, "Yes" deletes and says so under SPEC's title.
  await page.goto('/en/admin/faq');
  const deleteDialogRow = page.getByRole('button', { name: `dialog-${run}` });
  await deleteDialogRow.click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete this information?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Dialog question ${run}?`)).toBeVisible();
  await deleteDialogRow.click();
  await dialog.getByRole('button', { name: 'Yes, go ahead' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'The question is deleted.' });
  await expect(notice).toContainText('Success');
  await expect(page.getByText(`Dialog question ${run}?`)).toHaveCount(0);

  // Without JavaScript, in Italian: the handler sends the browser to the confirm page first.
  const noScript = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const bare = await noScript.newPage();
  await bare.goto('/it/admin/faq');
  const deletePageRow = bare.getByRole('button', { name: `page-${run}` });
  await deletePageRow.click();
  await expect(bare).toHaveURL(/\/it\/conferma$/);
  await expect(bare.getByText('Sei sicuro di voler eliminare questa informazione?')).toBeVisible();
  await bare.getByRole('link', { name: 'Annulla' }).click();
  await expect(bare).toHaveURL(/\/it\/admin\/faq/);
  await expect(bare.getByText(`Page question ${run}?`)).toBeVisible();
  await deletePageRow.click();
  await bare.getByRole('button', { name: 'Sì, procedi' }).click();
  await expect(bare.getByText('La domanda è stata eliminata.')).toBeVisible();
  await expect(bare.getByText(`Page question ${run}?`)).toHaveCount(0);
  // The question is answered once: reloading the confirm page asks nothing and deletes nothing.
  await bare.goto('/it/conferma');
  await expect(bare.getByText("Qui non c'è più nulla da confermare", { exact: false })).toBeVisible();
  await noScript.close();
});
