import { expect, test } from '@playwright/test';

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
  await page.goto('/en/register');
  await page.getByLabel('Name').fill('Runner');
  await page.getByLabel('Email').fill(`runner-${run}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByLabel('I accept the terms of use and the privacy notice').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).not.toHaveURL(/register/);
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

  page.once('dialog', (dialog) => void dialog.accept());
  await page.locator('.saved-list li').filter({ hasText: 'Copy of Chicago A goal' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.saved-list li').filter({ hasText: 'Copy of' })).toHaveCount(0);

  await card.getByRole('link', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/en\/build\?s=.*&saved=/);
  await expect(page.getByLabel('Goal time (h:mm:ss)')).toHaveValue('3:45:00');
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
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
