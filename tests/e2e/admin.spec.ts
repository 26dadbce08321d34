import { expect, test, type Page } from '@playwright/test';
import { createUser, logIn, mailTo, ORIGIN, PASSWORD, register } from './support/accounts.ts';
import { axeClean } from './support/axe.ts';

const run = Date.now().toString(36);

/** A staff account made with the command line, logged in in this page's context. */
async function staffPage(page: Page, role: 'admin' | 'owner', name: string) {
  const email = `${name.toLowerCase()}-${run}@example.com`;
  createUser(email, name, role);
  await logIn(page, email);
  return email;
}

test('contact form: the proof-of-work check, field errors, then the team answers from the admin screen (English)', async ({
  page,
  browser,
}) => {
  const sender = `sam-${run}@example.com`;
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const guest = await visitor.newPage();
  await guest.goto('/en');
  await guest.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'Necessary only' }).click();
  await guest.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
  await expect(guest).toHaveURL(/\/en\/contact$/);
  await expect(guest.getByRole('heading', { level: 1, name: 'Contact the team' })).toBeVisible();
  await guest.getByLabel('Name').fill('Sam');
  await guest.getByLabel('Email').fill('not-an-email');
  await guest.getByLabel('Subject').fill('Make my course public');
  await guest.getByLabel('Message').fill('Hello team, please publish my Lyon course.');
  await guest.getByLabel('Course or order (optional)').fill('/en/course/lyon');
  await expect.poll(() => guest.locator('input[name="altcha"]').inputValue(), { timeout: 30_000 }).not.toBe('');
  await axeClean(guest);
  await guest.getByRole('button', { name: 'Send the message' }).click();
  await expect(guest.getByRole('alert').getByText('Enter a valid email address.')).toBeVisible();
  await expect(guest.getByLabel('Message')).toHaveValue('Hello team, please publish my Lyon course.');
  await guest.getByLabel('Email').fill(sender);
  await expect.poll(() => guest.locator('input[name="altcha"]').inputValue(), { timeout: 30_000 }).not.toBe('');
  await guest.getByRole('button', { name: 'Send the message' }).click();
  await expect(guest.getByText('Thank you, your message is on its way.')).toBeVisible();
  expect((await mailTo(sender, 'contact-confirmation')).subject).toBe('We received your message');
  await visitor.close();

  await staffPage(page, 'admin', 'Ada');
  await page.goto('/en/admin/contact');
  await page.getByRole('link', { name: 'Make my course public' }).first().click();
  await expect(page.getByText('/en/course/lyon')).toBeVisible();
  await axeClean(page);
  await page.getByRole('textbox', { name: 'Answer' }).fill('Done: your course is public now.');
  await page.getByRole('button', { name: 'Send the answer' }).click();
  await expect(page.getByText('The answer is sent.')).toBeVisible();
  const answer = await mailTo(sender, 'contact-answer');
  expect(answer.subject).toBe('Re: Make my course public');
  expect(answer.text).toContain('Done: your course is public now.');
  await page.goto('/en/admin/audit');
  await expect(page.getByRole('cell', { name: 'contact.answer' }).first()).toBeVisible();
});

test('news admin: a scheduled item stays hidden until its date; Markdown is rendered safely (French)', async ({ page, request }) => {
  await staffPage(page, 'admin', 'Noa');
  const slug = `essai-${run}`;
  await page.goto('/fr/admin/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Accueil admin' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Membres' })).toBeVisible();
  await axeClean(page);
  await page.getByRole('navigation', { name: /admin/i }).getByRole('link', { name: 'Nouveautés' }).click();
  await page.getByRole('link', { name: 'Nouvelle nouveauté' }).click();
  await page.getByLabel('Identifiant d’adresse').fill('Bad Slug!');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByRole('alert').getByText('Utilisez de 3 à 120 minuscules, chiffres et tirets.')).toBeVisible();
  await expect(page.getByRole('alert').getByText('Le titre anglais est obligatoire (200 caractères au plus).')).toBeVisible();
  await page.getByLabel('Identifiant d’adresse').fill(slug);
  await page.getByLabel('Publier le (UTC)').fill('2099-01-01T08:00');
  await page.getByLabel('Titre (English)').fill('Trial item');
  await page.getByLabel('Texte (Markdown) (English)').fill('Hello **runners** <script>window.pwned = 1</script>');
  await page.getByLabel('Titre (Français)').fill('Nouveauté d’essai');
  await page.getByLabel('Texte (Markdown) (Français)').fill('Bonjour les **coureurs** <script>window.pwned = 1</script>');
  await axeClean(page);
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La nouveauté est créée.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nouveauté d’essai/ }).getByText('Programmée')).toBeVisible();
  expect((await request.get(`/fr/nouveautes/${slug}`)).status()).toBe(404);

  await page.getByRole('link', { name: 'Nouveauté d’essai' }).click();
  await page.getByLabel('Publier le (UTC)').fill('2026-01-01T08:00');
  await page.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('La nouveauté est enregistrée.')).toBeVisible();
  await page.goto(`/fr/nouveautes/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Nouveauté d’essai' })).toBeVisible();
  await expect(page.locator('.markdown strong')).toHaveText('coureurs');
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await page.goto(`/it/novita/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trial item' })).toBeVisible();

  // Deleted again, so the seeded news stay the only ones other tests count.
  await page.goto('/fr/admin/nouveautes');
  await page.getByRole('button', { name: new RegExp(`Supprimer.*${slug}`) }).click();
  // SPEC 8: the dialog asks first.
  await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Oui, continuer' }).click();
  await expect(page.getByText('La nouveauté est supprimée.')).toBeVisible();
  expect((await request.get(`/fr/nouveautes/${slug}`)).status()).toBe(404);
});

test('FAQ admin: a new question appears on the FAQ page (Spanish)', async ({ page }) => {
  await staffPage(page, 'owner', 'Olga');
  await page.goto('/es/admin/faq/crear');
  await page.getByLabel('Clave').fill(`pregunta-${run}`);
  await page.getByLabel('Posición').fill('5');
  await page.getByLabel('Pregunta (English)').fill('Can I print at home?');
  await page.getByLabel('Respuesta (Markdown) (English)').fill('Yes, at **100 %**.');
  await page.getByLabel('Pregunta (Español)').fill('¿Puedo imprimir en casa?');
  await page.getByLabel('Respuesta (Markdown) (Español)').fill('Sí, al **100 %**.');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('La pregunta se ha creado.')).toBeVisible();
  await page.goto('/es/preguntas-frecuentes');
  await page.getByText('¿Puedo imprimir en casa?').click();
  await expect(page.locator(`#pregunta-${run} strong`)).toHaveText('100 %');
});

test('users: only an owner gives the admin role; staff block a member, who is logged out (Italian)', async ({ page, browser }) => {
  // Three accounts made with the command line, two browsers: more than a minute on a busy machine.
  test.setTimeout(120_000);
  const memberEmail = `mel-${run}@example.com`;
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await register(member.request, memberEmail, 'Mel');
  await staffPage(page, 'admin', 'Ugo');

  // An admin sees no role switches, and a forged request changes nothing.
  await page.goto(`/it/admin/utenti?q=${encodeURIComponent(memberEmail)}`);
  const row = page.getByRole('row', { name: /Mel/ });
  await expect(row.getByRole('checkbox', { name: 'Amministratore' })).toBeDisabled();
  const memberId = (await row.getByRole('checkbox', { name: 'Amministratore' }).getAttribute('id'))!.replace('role-admin-', '');
  const forged = await page.request.post(`/api/admin/users/${memberId}/roles`, {
    form: { locale: 'it', role_admin: 'on' },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(303);
  await page.goto(forged.headers().location!);
  await expect(page.getByText('Solo un proprietario può dare o togliere il ruolo di amministratore o proprietario.')).toBeVisible();
  await expect(page.getByRole('row', { name: /Mel/ }).getByRole('checkbox', { name: 'Amministratore' })).not.toBeChecked();

  // The admin blocks the member: their session ends and they cannot log in again.
  await page
    .getByRole('row', { name: /Mel/ })
    .getByRole('button', { name: /Blocca/ })
    .click();
  await expect(page.getByText('Mel è bloccato e disconnesso ovunque.')).toBeVisible();
  await axeClean(page);
  expect((await member.request.get('/api/account/profile')).status()).toBe(401);
  const login = await member.request.post('/api/account/login', {
    form: { locale: 'it', email: memberEmail, password: PASSWORD },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(login.headers().location).toContain('/it/accedi');
  expect((await member.request.get('/api/account/profile')).status()).toBe(401);

  // An owner gives the admin role.
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await staffPage(owner, 'owner', 'Olivia');
  await owner.goto(`/it/admin/utenti?q=${encodeURIComponent(memberEmail)}`);
  await owner.getByRole('row', { name: /Mel/ }).getByRole('checkbox', { name: 'Amministratore' }).check();
  await owner
    .getByRole('row', { name: /Mel/ })
    .getByRole('button', { name: /Salva i ruoli/ })
    .click();
  await expect(owner.getByText('I ruoli di Mel sono salvati.')).toBeVisible();
  await expect(owner.getByRole('row', { name: /Mel/ }).getByRole('checkbox', { name: 'Amministratore' })).toBeChecked();
  await owner.goto('/it/admin/registro-admin');
  await expect(owner.getByRole('cell', { name: 'user.roles' }).first()).toBeVisible();
  await expect(owner.getByRole('cell', { name: 'user.block' }).first()).toBeVisible();

  // The owner's stats dashboard counts the member's sign-up; an admin is sent away from it.
  await owner.goto('/it/admin/statistiche');
  await expect(owner.getByRole('heading', { level: 2, name: /^Iscrizioni: [1-9]\d*$/ })).toBeVisible();
  await expect(owner.getByRole('img', { name: /^Iscrizioni: [1-9]\d* in 30 giorni$/ })).toBeVisible();
  await expect(owner.getByRole('table').first()).toContainText('English');
  await axeClean(owner);
  await page.goto('/it/admin/statistiche');
  await expect(page).toHaveURL(/\/it$/);

  // The log viewer opens in a new tab from the admin menu and filters by path.
  await page.goto('/it/admin/home');
  const logLink = page.getByRole('navigation', { name: 'Menu di amministrazione' }).getByRole('link', { name: 'Log' });
  await expect(logLink).toHaveAttribute('target', '_blank');
  await page.goto('/it/admin/log?level=trace&path=%2Fnothing-like-this');
  await expect(page.getByRole('status').getByText('Nessuna riga corrisponde.')).toBeVisible();
  await axeClean(page);
  await Promise.all([memberContext.close(), ownerContext.close()]);
});

test('admin layout: the side navigation marks the screen, tables sort and page on the server, every item is reachable at 390 px', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await staffPage(page, 'owner', 'Lia');
  const nav = page.getByRole('navigation', { name: 'Admin menu' });

  // The current screen is marked; an editor marks the list it belongs to.
  await page.goto('/en/admin/users');
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Admin home' })).not.toHaveAttribute('aria-current');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await page.goto('/en/admin/whats-new/create');
  await expect(nav.getByRole('link', { name: 'News' })).toHaveAttribute('aria-current', 'location');
  await expect(nav.getByRole('link', { name: 'Promo codes' })).toBeVisible();

  // Sorting by a heading's link: the server orders the rows, the heading says how.
  await page.goto('/en/admin/faq');
  const questions = page.getByRole('table', { name: 'FAQ' }).locator('tbody th');
  const texts = async () => (await questions.allInnerTexts()).map((q) => q.trim());
  const byPosition = await texts();
  await page.getByRole('link', { name: /^Question/ }).click();
  await expect(page).toHaveURL(/sort=question&dir=asc/);
  await expect(page.getByRole('columnheader', { name: /^Question/ })).toHaveAttribute('aria-sort', 'ascending');
  const ascending = [...byPosition].sort((a, b) => a.localeCompare(b, 'en'));
  expect(ascending).not.toEqual(byPosition);
  await expect.poll(texts).toEqual(ascending);
  await page.getByRole('link', { name: /^Question/ }).click();
  await expect(page.getByRole('columnheader', { name: /^Question/ })).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(texts).toEqual([...ascending].reverse());

  // Paging: blocking and unblocking a member 30 times writes 60 audit entries, more than a page (50).
  const memberEmail = `pia-${run}@example.com`;
  createUser(memberEmail, 'Pia', 'member');
  await page.goto(`/en/admin/users?q=${encodeURIComponent(memberEmail)}`);
  const memberId = (await page.getByRole('checkbox', { name: 'Admin' }).getAttribute('id'))!.replace('role-admin-', '');
  for (let i = 0; i < 60; i += 1) {
    const blocked = await page.request.post(`/api/admin/users/${memberId}/block`, {
      form: { locale: 'en', blocked: i % 2 === 0 ? 'true' : 'false' },
      headers: { origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(blocked.headers().location).toContain('/en/admin/users');
  }
  await page.goto('/en/admin/audit');
  const pager = page.getByRole('navigation', { name: 'Pages of Admin actions' });
  const pages = Number(/Page 1 of (\d+)/.exec((await pager.textContent()) ?? '')?.[1]);
  expect(pages).toBeGreaterThanOrEqual(2);
  const table = page.getByRole('table', { name: 'Admin actions' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(50);
  await expect(page.getByRole('columnheader', { name: /^When/ })).toHaveAttribute('aria-sort', 'descending');
  const times = () => table.locator('tbody time').evaluateAll((list) => list.map((time) => time.getAttribute('datetime') ?? ''));
  const firstPage = await times();
  expect(firstPage).toEqual([...firstPage].sort().reverse());
  await pager.getByRole('link', { name: 'Next page' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  // The next page goes on where the first one stopped: older entries, newest first.
  const secondPage = await times();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage).toEqual([...secondPage].sort().reverse());
  expect(secondPage[0]! <= firstPage.at(-1)!).toBe(true);
  // Sorted by action: the codes come in order, and the sort goes back to the first page.
  await page.getByRole('link', { name: /^Action/ }).click();
  await expect(page).toHaveURL(/sort=action&dir=asc/);
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  const codes = await table.locator('tbody code').allInnerTexts();
  expect(codes).toEqual([...codes].sort());
  // A page far past the end and an unknown sort key: the last page, newest first.
  await page.goto('/en/admin/audit?page=99999999999&sort=password&dir=sideways');
  await expect(pager).toContainText(`Page ${pages} of ${pages}`);
  await expect(page.getByRole('columnheader', { name: /^When/ })).toHaveAttribute('aria-sort', 'descending');

  // On a phone the menu folds into one button; every item is on screen once it is open.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/en/admin/users');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const links = nav.getByRole('link');
  await expect(links.first()).toBeHidden();
  await nav.getByText('Admin menu').click();
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(15);
  for (let i = 0; i < count; i += 1) {
    const link = links.nth(i);
    await link.scrollIntoViewIfNeeded();
    // On screen once scrolled to (a fraction of a pixel may fall under the bottom edge), never past the right edge.
    await expect(link).toBeInViewport({ ratio: 0.9 });
    const box = (await link.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  }
  await axeClean(page);
  await nav.getByRole('link', { name: 'Promo codes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo codes' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Promo codes', includeHidden: true })).toHaveAttribute('aria-current', 'page');
});
