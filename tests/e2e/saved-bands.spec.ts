import { expect, test, type Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { confirmEmail, register, signUp } from './support/accounts.ts';

const run = Date.now().toString(36);
const ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100)}`;
const PASSWORD = 'e2e-password-1';

test('a guest who presses save logs in, comes back with the settings, saves, reopens from my pace bands', async ({ page }) => {
  // A guest builds a band first.
  await page.goto('/en/build');
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:45:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:45:00' })).toBeVisible();

  // Saving needs an account: register (the register page links from login), then back to the band.
  await page.getByRole('button', { name: 'Log in to save' }).click();
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fbuild%3Fs%3D/);
  const back = decodeURIComponent(new URL(page.url()).searchParams.get('redirectTo')!);
  await signUp(page, `runner-${run}@example.com`, 'Runner');
  await page.goto(back);
  await expect(page.getByLabel('Goal time (h:mm:ss)')).toHaveValue('3:45:00');

  await page.getByLabel('Name of this band').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Give the band a name.')).toBeVisible();
  await page.getByLabel('Name of this band').fill('Chicago A goal');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved in “My pace bands”.')).toBeVisible();

  await page.goto('/en/pace-bands');
  await expect(page.getByRole('heading', { level: 1, name: 'My pace bands' })).toBeVisible();
  const card = page.locator('.saved-list li').filter({ hasText: 'Chicago A goal' });
  await expect(card).toContainText('3:45:00');

  await card.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.locator('.saved-list li').filter({ hasText: 'Copy of Chicago A goal' })).toBeVisible();

  await page.locator('.saved-list li').filter({ hasText: 'Copy of Chicago A goal' }).getByRole('button', { name: 'Delete' }).click();
  // SPEC 8: the site's dialog asks first.
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Yes, go ahead' }).click();
  await expect(page.locator('.saved-list li').filter({ hasText: 'Copy of' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/build\?s=.*&saved=/);
  await expect(page.getByLabel('Goal time (h:mm:ss)')).toHaveValue('3:45:00');
  await expect(page.getByRole('button', { name: 'Save as new' })).toBeVisible();
  // The name in the list, not the printed title (empty here).
  await expect(page.getByLabel('Name of this band')).toHaveValue('Chicago A goal');
  await expect(page.getByLabel('Title printed on the band')).toHaveValue('');
});

test('my pace bands sends guests to log in', async ({ page }) => {
  await page.goto('/fr/bracelets-allure');
  await expect(page).toHaveURL(/\/fr\/connecter\?redirectTo=%2Ffr%2Fbracelets-allure$/);
});

test('the build page without settings is the same for a guest and a member; the Save button learns who is viewing after load', async ({
  page,
  browser,
}) => {
  const response = await page.request.post('/api/account/register', {
    form: {
      locale: 'en',
      name: 'Same',
      email: `same-${run}@example.com`,
      password: PASSWORD,
      passwordConfirmation: PASSWORD,
      terms: 'yes',
    },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  // A confirmed member: an unconfirmed one's pages start with the "send the link again" banner.
  await confirmEmail(page, `same-${run}@example.com`);
  const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const member = main(await (await page.request.get('/en/build')).text());
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  const asGuest = main(await (await guest.request.get('/en/build')).text());
  expect(member.length).toBeGreaterThan(1000);
  expect(member).toBe(asGuest);
  // After load each sees their own button.
  await page.goto('/en/build');
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log in to save' })).toHaveCount(0);
  await guest.goto('/en/build');
  await expect(guest.getByRole('button', { name: 'Log in to save' })).toBeVisible();
  await guestContext.close();
});

/** Presses a save button and waits for the server's answer (a toast from an earlier save may still show). */
async function press(page: Page, button: string, method: 'POST' | 'PUT') {
  const answer = page.waitForResponse((r) => r.url().includes('/api/bands/saved') && r.request().method() === method);
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await answer).ok()).toBe(true);
}

test('a saved band keeps its identity: its id in the address, Save updates, Save as new copies, its name is not its printed title', async ({
  page,
}, testInfo) => {
  await register(page.request, `identity-${run}@example.com`, 'Identity');
  const cards = page.locator('.saved-list li');
  const savedId = () => new URL(page.url()).searchParams.get('saved');

  // Build and save: the address now names the band.
  await page.goto('/en/build');
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  await page.getByLabel('Title printed on the band').fill('Berlin A');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:30:00' })).toBeVisible();
  await page.getByLabel('Name of this band').fill('Berlin plan');
  await press(page, 'Save', 'POST');
  await expect(page).toHaveURL(/[?&]saved=[0-9a-f-]{36}(&|$)/);
  const first = savedId();

  // Reload, change the goal, Save: the same band, updated.
  await page.reload();
  await expect(page.getByLabel('Name of this band')).toHaveValue('Berlin plan');
  await expect(page.getByRole('button', { name: 'Save as new' })).toBeVisible();
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:25:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:25:00' })).toBeVisible();
  await press(page, 'Save', 'PUT');
  expect(savedId()).toBe(first);
  await page.goto('/en/pace-bands');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Berlin plan');
  await expect(cards.first()).toContainText('3:25:00');

  // Save as new: a second band under the name typed; the first keeps its own.
  await cards.first().getByRole('link', { name: 'Open' }).click();
  await expect(page.getByLabel('Name of this band')).toHaveValue('Berlin plan');
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:20:00');
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:20:00' })).toBeVisible();
  await page.getByLabel('Name of this band').fill('Berlin plan B');
  await press(page, 'Save as new', 'POST');
  await expect(page.getByText('Saved as a new band in “My pace bands”.')).toBeVisible();
  expect(savedId()).not.toBe(first);
  await page.goto('/en/pace-bands');
  await expect(cards).toHaveCount(2);
  const original = cards.filter({ has: page.getByRole('heading', { name: 'Berlin plan', exact: true }) });
  await expect(original).toContainText('3:25:00');
  await expect(cards.filter({ has: page.getByRole('heading', { name: 'Berlin plan B', exact: true }) })).toContainText('3:20:00');

  // Reopened: the name field holds the list name, the printed title is its own field.
  await original.getByRole('link', { name: 'Open' }).click();
  await expect(page.getByLabel('Name of this band')).toHaveValue('Berlin plan');
  await expect(page.getByLabel('Title printed on the band')).toHaveValue('Berlin A');
  await expect(page.getByText('Opened from “My pace bands”: Save updates “Berlin plan”')).toBeVisible();
  await page.locator('.save-band').screenshot({ path: testInfo.outputPath('save-band.png') });
  // Rename and save: the list shows the new name; the band prints the same title.
  await page.getByLabel('Name of this band').fill('Berlin marathon plan');
  await press(page, 'Save', 'PUT');
  expect(savedId()).toBe(first);
  await expect(page.getByLabel('Title printed on the band')).toHaveValue('Berlin A');
  const pdf = await page.request.get((await page.getByRole('link', { name: 'PDF for printing' }).getAttribute('href'))!);
  expect(pdf.headers()['content-disposition']).toContain('filename="pace-band-berlin-a.pdf"');
  expect((await PDFDocument.load(await pdf.body())).getTitle()).toBe('Pace bands: Berlin A');
  await page.goto('/en/pace-bands');
  await expect(cards).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2, name: 'Berlin marathon plan', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Berlin plan', exact: true })).toHaveCount(0);
  await cards.filter({ hasText: 'Berlin marathon plan' }).getByRole('link', { name: 'Open' }).click();
  await expect(page.getByLabel('Title printed on the band')).toHaveValue('Berlin A');
  await expect(page.getByLabel('Name of this band')).toHaveValue('Berlin marathon plan');
});

test('French: Enregistrer updates, Enregistrer comme nouveau copies', async ({ page }) => {
  await register(page.request, `identite-${run}@example.com`, 'Identité');
  await page.goto('/fr/construire');
  await page.getByLabel('Nom de ce bracelet').fill('Paris');
  await press(page, 'Enregistrer', 'POST');
  await expect(page).toHaveURL(/[?&]saved=/);
  await page.reload();
  await expect(page.getByLabel('Nom de ce bracelet')).toHaveValue('Paris');
  await press(page, 'Enregistrer comme nouveau', 'POST');
  await page.goto('/fr/bracelets-allure');
  await expect(page.locator('.saved-list li')).toHaveCount(2);
});
