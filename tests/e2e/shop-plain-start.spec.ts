import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { DATABASE_URL, ORIGIN, registerConfirmed } from './support/accounts.ts';

/**
 * Issue 29 points 2 and 3: the e2e server runs as a plain `npm start` (embedded database, no
 * PAYMENTS, no Stripe keys), so the shop and donations must be open, in test mode.
 */
const run = Date.now().toString(36);

async function saveBand(page: Page, title: string, goals: string[]) {
  const saved = await page.request.post('/api/bands/saved', {
    data: { title, locale: 'en', definition: { v: 1, plan: { bands: goals.map((goal) => ({ count: 1, goal })), distanceM: 42_195 } } },
    headers: { origin: ORIGIN },
  });
  expect(saved.status()).toBe(201);
}

test('a new runner on a plain start: the address follows its country, the band is bought in test mode and paid', async ({ page }) => {
  test.setTimeout(120_000);
  await registerConfirmed(page, `plain-${run}@example.com`, 'Plain Start');
  await saveBand(page, 'Two goals', ['3:30:00', '3:45:00']);

  // The address form: the state list follows the country; France with Texas is refused.
  await page.goto('/en/profile');
  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByLabel('Recipient').fill('Pia Plain');
  await form.getByLabel('Number and street').fill('12 rue du Lac');
  await form.getByLabel('City').fill('Montréal');
  await form.getByLabel('ZIP or postal code').fill('h2x1y4');
  await form.getByLabel('Country').selectOption('CA');
  const state = form.getByLabel('State or province');
  await expect(state.locator('option[value="QC"]')).toHaveCount(1);
  await expect(state.locator('option[value="TX"]')).toHaveCount(0);
  await form.getByLabel('Country').selectOption('FR');
  await expect(state).toHaveCount(0);
  await form.getByLabel('Country').selectOption('CA');
  await state.selectOption('QC');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your shipping address is saved.')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Shipping address' }).getByLabel('ZIP or postal code')).toHaveValue('H2X 1Y4');
  // A request made without the page's lists (no JavaScript, another client): refused with the reason.
  const mismatch = await page.request.post('/api/account/address', {
    form: { locale: 'en', recipient: 'Pia', street: '1 rue', unit: '', city: 'Paris', zip: '75001', state: 'TX', country: 'FR' },
    headers: { origin: ORIGIN },
  });
  expect(await mismatch.text()).toContain('Texas is not a state or province of France.');

  // The order form: the price says what a copy buys; no "Pay CA$0.00" with nothing chosen.
  await page.goto('/en/order/create');
  await expect(page.getByTestId('test-mode')).toHaveText('Test mode: payments are simulated and no card is charged.');
  const line = page.locator('.order-lines tbody tr').filter({ hasText: 'Two goals' });
  await expect(line).toContainText('2 strips per copy');
  const pay = page.getByRole('button', { name: /^Pay/ });
  await expect(pay).toBeDisabled();
  await expect(pay).toHaveText('Pay');
  await page.getByLabel('Quantity: Two goals').fill('1');
  await expect(pay).toBeEnabled();
  await page.getByRole('button', { name: 'Update the total' }).click();
  await expect(page.getByRole('button', { name: 'Pay CA$8.00' })).toBeEnabled();
  await page.getByLabel('Address comment (mandatory for orders)').fill('none');
  await page.getByRole('button', { name: 'Pay CA$8.00' }).click();

  // The simulated checkout, labelled as such; the order is paid.
  await expect(page).toHaveURL(/\/en\/checkout\/cs_sim_/);
  await expect(page.getByTestId('test-mode')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Thank you! Your payment was received.')).toBeVisible();
  await page.getByRole('link', { name: 'See the order' }).click();
  await expect(page.locator('.order-status').first()).toHaveText('Paid');
});

test('a declined card is tried again on the same order, which is then paid; the team opens it from the list', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await registerConfirmed(page, `retry-${run}@example.com`, 'Retry Runner');
  await saveBand(page, 'Retry band', ['4:00:00']);
  await page.request.post('/api/account/address', {
    form: {
      locale: 'fr',
      recipient: 'Rita Retry',
      street: '1 Main St',
      unit: '',
      city: 'Boston',
      zip: '02116',
      state: 'MA',
      country: 'US',
    },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  await page.goto('/fr/commande/creer');
  await page.getByLabel('Quantité: Retry band').fill('1');
  await page.getByLabel('Commentaire d’adresse (obligatoire pour les commandes)').fill('aucun');
  await page.getByRole('button', { name: /^Payer/ }).click();
  await expect(page).toHaveURL(/\/fr\/paiement\/cs_sim_/);
  await expect(page.getByTestId('test-mode')).toHaveText('Mode test : les paiements sont simulés et aucune carte n’est débitée.');
  const firstCheckout = page.url();
  await page.getByRole('button', { name: 'Refuser la carte' }).click();
  await expect(page.getByText('Le paiement a été refusé. Rien n’a été débité.')).toBeVisible();
  const receipt = page.url();

  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page).toHaveURL(/\/fr\/paiement\/cs_sim_/);
  expect(page.url()).not.toBe(firstCheckout);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page).toHaveURL(receipt);
  await expect(page.getByText('Merci ! Votre paiement a été reçu.')).toBeVisible();
  const number = /(PB-\d+)/.exec((await page.locator('.card h2').first().innerText()) ?? '')![1]!;
  // The old checkout is gone (its session no longer names the order).
  expect((await page.goto(firstCheckout))!.status()).toBe(404);

  // The team: the list's order number opens the order's page, with its history.
  execFileSync('npx', ['tsx', 'src/cli/paceband.ts', 'user', 'promote', `retry-${run}@example.com`, '--role', 'admin'], {
    env: { ...process.env, DATABASE_URL, LOG_LEVEL: 'silent' },
    stdio: 'pipe',
  });
  await page.goto('/en/admin/order');
  await page.getByRole('link', { name: number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
  await expect(page.getByText('payment tried again')).toBeVisible();
  await expect(page.locator('.order-status').first()).toHaveText('Paid');
});

test('donations open on a plain start, in test mode; members see the donate link too', async ({ page }) => {
  await page.goto('/en/donate');
  await expect(page.getByText('Ordering is not available')).toHaveCount(0);
  await expect(page.getByTestId('test-mode')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Give / })).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Donate this amount' })).toBeVisible();
  await page
    .getByRole('button', { name: /^Give / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/en\/checkout\/cs_sim_/);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Thank you for your donation!', { exact: false })).toBeVisible();

  await registerConfirmed(page, `donor-${run}@example.com`, 'Member Donor');
  await page.goto('/en');
  await expect(page.locator('.site-footer').getByRole('link', { name: 'Donate' })).toBeVisible();
});
