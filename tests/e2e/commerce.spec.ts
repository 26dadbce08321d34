import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import Stripe from 'stripe';
import { PDFDocument } from 'pdf-lib';
import { imagesIn, pageDrawings } from '../support/pdf-drawing.ts';
import { placedTexts } from '../support/pdf-placed-texts.ts';
import { promote, registerConfirmed } from './support/accounts.ts';

const PORT = Number(process.env.E2E_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${PORT}`;
// The e2e server's simulated checkout signs with this secret (playwright.config.ts).
const WEBHOOK_SECRET = 'whsec_e2e_only_0123456789abcdef';
const run = Date.now().toString(36);

async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('order two bands with a promo code, pay on the simulated checkout, print them from the admin screen', async ({ browser }) => {
  test.setTimeout(180_000);
  // The team creates a promo code.
  const admin = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await registerConfirmed(admin, `shop-admin-${run}@example.com`, 'Shop Admin');
  promote(`shop-admin-${run}@example.com`);
  await admin.goto('/en/admin/promo/create');
  await admin.getByRole('textbox', { name: /^Code/ }).fill(`e2e-${run}`);
  await admin.getByLabel('Type').selectOption('percentage');
  await admin.getByLabel('Value').fill('20');
  await admin.getByLabel('Maximum uses (empty: unlimited)').fill('5');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText('Added successfully')).toBeVisible();
  const code = `E2E-${run.toUpperCase()}`;
  await expect(admin.getByRole('link', { name: code })).toBeVisible();

  // A member with two saved bands and an address.
  const member = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await registerConfirmed(member, `shopper-${run}@example.com`, 'Shopper');
  for (const [title, goal] of [
    ['Berlin A goal', '3:30:00'],
    ['Berlin B goal', '3:45:00'],
  ] as const) {
    const saved = await member.request.post('/api/bands/saved', {
      data: { title, locale: 'en', definition: { v: 1, plan: { bands: [{ count: 1, goal }], distanceM: 42_195 } } },
      headers: { origin: ORIGIN },
    });
    expect(saved.status()).toBe(201);
  }
  await member.goto('/en/order/create');
  await expect(member.getByRole('alert').filter({ hasText: 'please first provide your shipping address' })).toBeVisible();
  const address = await member.request.post('/api/account/address', {
    form: {
      locale: 'en',
      recipient: 'Ana Runner',
      street: '12 rue du Lac',
      unit: '',
      city: 'Montréal',
      zip: 'H2X 1Y4',
      state: 'QC',
      country: 'CA',
    },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(address.status()).toBe(303);

  await member.goto('/en/order/create');
  await expect(member.getByRole('heading', { level: 1, name: 'Order printed pace bands' })).toBeVisible();
  await member.getByLabel('Quantity: Berlin A goal').fill('1');
  await member.getByLabel('Quantity: Berlin B goal').fill('1');
  await member.getByLabel('Promo code').fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Update the total' }).click();
  // Seeded settings: 2 × CA$5.00, shipping to Canada CA$3.00, 20 % off the bands.
  await expect(member.getByText(`Promo code ${code} applied.`)).toBeVisible();
  await expect(member.getByTestId('subtotal')).toContainText('CA$10.00');
  await expect(member.getByTestId('discount')).toHaveText('−CA$2.00');
  await expect(member.getByTestId('total')).toHaveText('CA$11.00');
  await expectAccessible(member);

  // Paying needs the address comment.
  await member.getByRole('button', { name: 'Pay CA$11.00' }).click();
  await expect(member.locator('.field-error').filter({ hasText: 'The address comment is required for orders.' })).toBeVisible();
  await member.getByLabel('Address comment (mandatory for orders)').fill('Door code 1234');
  await member.getByRole('button', { name: 'Pay CA$11.00' }).click();

  await expect(member).toHaveURL(/\/en\/checkout\/cs_sim_/);
  await expect(member.getByTestId('checkout-amount')).toHaveText('CA$11.00');
  await member.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(member).toHaveURL(/\/en\/checkout\/[0-9a-f-]{36}\/receipt$/);
  await expect(member.getByText('Thank you! Your payment was received.')).toBeVisible();
  const orderId = member.url().split('/').at(-2)!;

  await member.getByRole('link', { name: 'See the order' }).click();
  await expect(member.locator('.order-status').first()).toHaveText('Paid');
  await member.goto('/en/order?status=charged');
  await expect(member.locator('.orders-table tbody tr')).toHaveCount(1);
  await member.goto('/en/order?status=mailed');
  await expect(member.getByText('No order here yet.')).toBeVisible();

  // Webhook replays: a forged delivery is refused; a signed one is applied once, then ignored.
  const forged = await member.request.post('/api/payments/stripe/webhook', {
    data: '{"id":"evt_x"}',
    headers: { 'stripe-signature': 't=1,v1=00' },
  });
  expect(forged.status()).toBe(400);
  const body = JSON.stringify({
    id: `evt_e2e_${run}`,
    object: 'event',
    type: 'checkout.session.completed',
    data: {
      object: { id: 'cs_e2e', object: 'checkout.session', client_reference_id: orderId, payment_status: 'paid', payment_intent: 'pi_e2e' },
    },
  });
  const signature = await new Stripe('sk_test_e2e').webhooks.generateTestHeaderStringAsync({ payload: body, secret: WEBHOOK_SECRET });
  const headers = { 'stripe-signature': signature, 'content-type': 'application/json' };
  const first = await member.request.post('/api/payments/stripe/webhook', { data: body, headers });
  // Another checkout's payment for an order already paid: not kept, refunded, and the team alerted.
  expect(await first.json()).toEqual({ received: true, result: 'stray' });
  const replay = await member.request.post('/api/payments/stripe/webhook', { data: body, headers });
  expect(await replay.json()).toEqual({ received: true, result: 'duplicate' });

  // The team sees the stray payment, refunded, and marks it handled.
  await admin.goto('/en/admin/order');
  const alert = admin.locator('#payment-alerts tbody tr').filter({ hasText: 'Another checkout, amount or currency' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText('Refunded (re_sim_');
  await alert.getByRole('button', { name: 'Mark handled' }).click();
  await expect(admin.getByText('Marked handled.')).toBeVisible();
  await expect(admin.locator('#payment-alerts')).toHaveCount(0);

  // The team prints the paid order and downloads both PDFs.
  await admin.goto('/en/admin/order?status=charged');
  const row = admin.locator('.admin-orders .data-table tbody tr').filter({ hasText: 'Ana Runner' });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await admin.getByLabel('Paper').selectOption('Letter');
  await admin.getByRole('button', { name: 'Print the selected paid orders' }).click();
  await expect(admin.getByText('The print run is queued: 1 order.')).toBeVisible();
  await expect(admin.getByTestId('print-progress').first()).toHaveText('1 of 1 orders', { timeout: 60_000 });
  for (const name of ['Bands (PDF)', 'Address labels (PDF)']) {
    const href = await admin.getByRole('link', { name }).first().getAttribute('href');
    const file = await admin.request.get(href!);
    expect(file.status(), `${name}: ${href}`).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="paceband-(bands|labels)-/);
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await admin.getByRole('button', { name: 'Mark these orders printed' }).first().click();
  await expect(admin.locator('.admin-orders .data-table tbody tr').filter({ hasText: 'Ana Runner' }).locator('.order-status')).toHaveText(
    'Printed',
  );
  await expectAccessible(admin);
});

/** A section of the build form, opened. */
async function openSection(page: Page, title: string) {
  const section = page.locator('details.form-section').filter({ has: page.locator('summary', { hasText: title }) });
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
}

const seconds = (text: string) => text.split(':').reduce((t, part) => t * 60 + Number(part), 0);

test('issue 29: a band built on Boston with the Sunrise theme, paid, prints with the course’s splits and the theme', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const admin = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await registerConfirmed(admin, `print-admin-${run}@example.com`, 'Print Admin');
  promote(`print-admin-${run}@example.com`);

  // A member builds a band on the seeded Boston course, with the Sunrise theme, and saves it.
  const member = await (await browser.newContext({ baseURL: ORIGIN })).newPage();
  await registerConfirmed(member, `course-shopper-${run}@example.com`, 'Course Shopper');
  const recipient = `Cora Course ${run}`;
  const address = await member.request.post('/api/account/address', {
    form: { locale: 'en', recipient, street: '1 Boylston St', unit: '', city: 'Boston', zip: '02116', state: 'MA', country: 'US' },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(address.status()).toBe(303);
  await member.goto('/en/course/boston');
  await member.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(member).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/, { timeout: 20_000 });
  const courseUuid = /\/build\/course\/([0-9a-f-]{36})/.exec(member.url())![1]!;
  await member.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  const image = member.getByRole('img', { name: 'Pace band preview for 3:30:00' });
  await expect(image).toBeVisible();
  const plain = await image.getAttribute('src');
  await openSection(member, 'Style');
  await member.getByLabel('Theme').selectOption({ label: 'Sunrise' });
  await expect.poll(async () => image.getAttribute('src')).not.toBe(plain);
  const elapsedShown = (await member.locator('.splits-table tbody tr td:last-child').allInnerTexts()).map(seconds);
  await member.getByLabel('Name of this band').fill('Boston Sunrise');
  await member.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(member.getByText('Saved in “My pace bands”.')).toBeVisible();

  // The PDF the builder offers for these settings: the band as the runner built it.
  const pdfLink = new URL((await member.getByRole('link', { name: 'PDF for printing' }).getAttribute('href'))!, ORIGIN);
  const settings = JSON.parse(Buffer.from(pdfLink.searchParams.get('s')!, 'base64url').toString()) as {
    plan: Record<string, unknown>;
    courseUuid?: string;
    themeId?: string;
  };
  expect(settings.courseUuid).toBe(courseUuid);
  expect(settings.themeId).toMatch(/^[0-9a-f-]{36}$/);
  const built = await member.request.get(pdfLink.href);
  expect(built.status()).toBe(200);

  // The course's plan (public API): uneven splits, and the ones the build page showed.
  const planned = await member.request.post('/api/v1/plan', { data: { plan: settings.plan, courseUuid } });
  expect(planned.status()).toBe(200);
  const plan = ((await planned.json()) as { plans: Array<{ rows: Array<{ kind: string; splitSeconds: number; elapsedSeconds: number }> }> })
    .plans[0]!;
  const laps = plan.rows.filter((r) => r.kind === 'lap');
  expect(Math.max(...laps.map((r) => r.splitSeconds)) - Math.min(...laps.map((r) => r.splitSeconds))).toBeGreaterThan(20);
  for (const row of laps) expect(elapsedShown).toContain(row.elapsedSeconds);
  // The same band over a flat 42.195 km (even effort there is even splits): what a print that lost the course would show.
  const flat = { ...settings, courseUuid: undefined, plan: { ...settings.plan, distanceM: 42_195 } };
  const even = await member.request.get(`/api/bands/band.pdf?s=${Buffer.from(JSON.stringify(flat)).toString('base64url')}&lang=en`);
  expect(even.status()).toBe(200);

  // Ordered and paid on the simulated checkout.
  await member.goto('/en/order/create');
  await member.getByLabel('Quantity: Boston Sunrise').fill('1');
  await member.getByLabel('Address comment (mandatory for orders)').fill('Front desk');
  await member.getByRole('button', { name: /^Pay/ }).click();
  await expect(member).toHaveURL(/\/en\/checkout\/cs_sim_/);
  await member.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(member.getByText('Thank you! Your payment was received.')).toBeVisible();

  // The team's return address for envelopes (shop settings), then the batch on A4 (the builder's
  // paper) with DL envelopes.
  await admin.goto('/en/admin/shop-settings');
  await admin.getByLabel('Return address (printed on envelopes)').fill('Paceband\n1 Runner Rd\nMontreal QC  H2X 1Y4');
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByRole('status').filter({ hasText: 'Updated successfully' })).toBeVisible();
  await admin.goto('/en/admin/order?status=charged');
  const row = admin.locator('.admin-orders .data-table tbody tr').filter({ hasText: recipient });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await admin.getByLabel('Paper').selectOption('A4');
  await admin.getByLabel('Mailing').selectOption('DL');
  await admin.getByRole('button', { name: 'Print the selected paid orders' }).click();
  await expect(admin.getByText('The print run is queued: 1 order.')).toBeVisible();
  await expect(admin.getByTestId('print-progress').first()).toHaveText('1 of 1 orders', { timeout: 60_000 });
  // One DL envelope (220 × 110 mm): the return address top left, the runner's address, the order number.
  const envelopeHref = await admin.getByRole('link', { name: 'Envelopes DL (PDF)' }).first().getAttribute('href');
  const envelopes = await PDFDocument.load(await (await admin.request.get(envelopeHref!)).body());
  expect(envelopes.getPageCount()).toBe(1);
  expect(Math.round((envelopes.getPage(0).getWidth() * 25.4) / 72)).toBe(220);
  expect(Math.round((envelopes.getPage(0).getHeight() * 25.4) / 72)).toBe(110);
  const written = placedTexts(envelopes, 0).map((t) => t.text);
  expect(written.slice(0, 3)).toEqual(['Paceband', '1 Runner Rd', 'Montreal QC H2X 1Y4']);
  expect(written).toEqual(expect.arrayContaining([recipient.toUpperCase(), '1 BOYLSTON ST', 'BOSTON MA 02116', 'UNITED STATES']));
  const href = await admin.getByRole('link', { name: 'Bands (PDF)' }).first().getAttribute('href');
  const printed = await admin.request.get(href!);
  expect(printed.status()).toBe(200);

  // The printed page draws the band the runner built: Boston's splits, with the theme's pictures;
  // not the even splits of a flat marathon.
  const [printedPage] = await pageDrawings(await printed.body());
  const [builtPage] = await pageDrawings(await built.body());
  const [evenPage] = await pageDrawings(await even.body());
  expect(imagesIn(builtPage!).length).toBeGreaterThanOrEqual(2);
  expect(printedPage!.includes(builtPage!), 'the printed page draws the band built on Boston').toBe(true);
  expect(printedPage!.includes(evenPage!), 'the printed page does not draw even splits').toBe(false);
});

test('donate: guests see the link in the top bar and footer, give a tier, see the thank-you page', async ({ page }) => {
  await page.goto('/en');
  await expect(page.locator('.top-bar').getByRole('link', { name: 'Donate' })).toBeVisible();
  await expect(page.locator('.site-footer').getByRole('link', { name: 'Donate' })).toBeVisible();
  await page.goto('/fr/faire-un-don');
  await expect(page.getByRole('heading', { level: 2, name: 'Soutien premium' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Donner 5,00/ }).click();
  await expect(page).toHaveURL(/\/fr\/paiement\/cs_sim_/);
  await page.getByRole('button', { name: 'Payer', exact: true }).click();
  await expect(page.getByText('Merci pour votre don !', { exact: false })).toBeVisible();
});

test('a declined card leaves the order unpaid; an order number that is not yours is not found', async ({ page }) => {
  await registerConfirmed(page, `declined-${run}@example.com`, 'Declined');
  await page.request.post('/api/bands/saved', {
    data: { title: 'Solo', locale: 'en', definition: { v: 1, plan: { bands: [{ count: 1, goal: '4:00:00' }], distanceM: 42_195 } } },
    headers: { origin: ORIGIN },
  });
  await page.request.post('/api/account/address', {
    form: { locale: 'en', recipient: 'Bo', street: '1 Main St', unit: '', city: 'Boston', zip: '02116', state: 'MA', country: 'US' },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  await page.goto('/es/pedido/crear');
  await page.getByLabel('Cantidad: Solo').fill('2');
  await page.getByLabel('Comentario de la dirección (obligatorio para los pedidos)').fill('ninguno');
  await page.getByLabel('Código promocional').fill('NOPE');
  await page.getByRole('button', { name: 'Actualizar el total' }).click();
  await expect(page.locator('.field-error').filter({ hasText: 'Código promocional no encontrado o caducado' })).toBeVisible();
  await page.getByLabel('Código promocional').fill('');
  await page.getByRole('button', { name: /^Pagar/ }).click();
  await page.getByRole('button', { name: 'Rechazar la tarjeta' }).click();
  await expect(page.getByText('El pago fue rechazado. No se ha cobrado nada.')).toBeVisible();
  await page.goto('/es/pedido/999999');
  await expect(page.getByRole('heading', { name: /404|Página no encontrada/ }).first()).toBeVisible();
});
