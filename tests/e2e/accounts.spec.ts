import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ROUTE_NAMES, ROUTES, routePath, type RouteName } from '../../src/i18n/route-table.ts';
// Modules' own routes (admin screens, cookie settings) join the table when their routes.ts loads.
import '../../modules/admin/routes.ts';
import '../../modules/content/routes.ts';
import { confirmEmail, createUser, logIn, mailTo, ORIGIN, PASSWORD, promote, register } from './support/accounts.ts';
import { axeClean } from './support/axe.ts';

// Every module's own routes (modules/<x>/routes.ts registers them with defineRoutes), so the
// matrix below covers them as well as SPEC 2's.
const modulesDir = path.resolve(import.meta.dirname, '../../modules');
for (const module of readdirSync(modulesDir)) {
  const routes = path.join(modulesDir, module, 'routes.ts');
  if (existsSync(routes)) await import(routes);
}

/** Sample values for a route's parameters (a news slug is left out: the list answers then). */
function sampleParams(name: RouteName): Record<string, string> {
  const params: Record<string, string> = { token: 't', courseUuid: 'x', slug: 'x', uuid: 'x', id: '1' };
  for (const segment of ROUTES[name].segments) {
    const key = segment.replace(/^:|\?$/g, '');
    if (segment.startsWith(':') && !(key in params)) params[key] = '1';
  }
  return params;
}

const run = Date.now().toString(36);

/** The newest reset link mailed to an address (the e2e server writes mails to its outbox folder). */
async function resetLink(to: string): Promise<string> {
  return /https?:\/\/\S+/.exec((await mailTo(to, 'reset-password')).text)![0];
}

test('register, log out from the user menu, log in again with redirectTo (English)', async ({ page }) => {
  const email = `ann-${run}@example.com`;
  await page.goto('/en/register');
  await axeClean(page);
  await page.getByLabel('Name').fill('Ann');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm the password').fill('other');
  await page.getByLabel('I accept the terms of use and the privacy notice').check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Password must have at least 8 characters.')).toBeVisible();
  await expect(page.getByText('The two passwords do not match.')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm the password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).not.toHaveURL(/register/);
  // Until the mailed link is opened, every page says what waits for it, with "send again".
  const banner = page.getByRole('region', { name: 'Send the link again' });
  await expect(banner).toContainText('Confirm your email address');
  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByText('We sent a new confirmation link. Check your inbox.')).toBeVisible();
  await confirmEmail(page, email);
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('region', { name: 'Send the link again' })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu: Ann/ }).click();
  const menu = page.getByRole('list', { name: 'Account menu' });
  await expect(menu.getByRole('link', { name: 'My profile' })).toBeVisible();
  // The menu's logout (the profile page has its own).
  await menu.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText('You are logged out.')).toBeVisible();

  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=%2Fen%2Fprofile$/);
  await axeClean(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('The email or password is wrong.')).toBeVisible();
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My profile' })).toBeVisible();
});

test('a member downloads their data, then deletes the account; the password is asked and the account is gone', async ({ page }) => {
  const email = `dora-${run}@example.com`;
  await register(page.request, email, 'Dora');
  await page.goto('/en/profile');
  await axeClean(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download my data' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^paceband-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await (await import('node:fs/promises')).readFile((await download.path())!, 'utf8')) as {
    account: { email: string; name: string };
    'band-builder': { savedBands: unknown[] };
  };
  expect(data.account).toMatchObject({ email, name: 'Dora' });
  expect(data['band-builder'].savedBands).toEqual([]);

  const deletion = page.getByRole('form', { name: 'Delete my account' });
  await deletion.getByLabel('Password').fill('not-my-password');
  await deletion.getByLabel('I understand, delete my account').check();
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('The current password is wrong.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/profile$/);
  await deletion.getByLabel('Password').fill(PASSWORD);
  await deletion.getByLabel('Delete them too', { exact: false }).check();
  await deletion.getByLabel('I understand, delete my account').check();
  await deletion.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  const again = await page.request.post('/api/account/login', {
    form: { locale: 'en', email, password: PASSWORD },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(again.headers().location).toContain('/en/login');
  expect((await page.request.get('/api/account/export')).status()).toBe(401);
});

test('forgotten password: the mailed link resets it once (French)', async ({ page, request }) => {
  const email = `bea-${run}@example.com`;
  await register(request, email, 'Béa');
  await page.goto('/fr/mot-de-passe-oublie');
  await page.getByLabel('Courriel').fill(email);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText(/Si un compte existe pour ce courriel/)).toBeVisible();
  const link = await resetLink(email);
  expect(link).toContain(`${ORIGIN}/fr/reinitialiser-mot-de-passe/`);
  await page.goto(link);
  await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('new-password-2');
  await page.getByLabel('Confirmez le mot de passe', { exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Enregistrer le nouveau mot de passe' }).click();
  await expect(page).toHaveURL(/\/fr\/connecter$/);
  await expect(page.getByText('Votre mot de passe a été changé. Vous pouvez vous connecter.')).toBeVisible();
  await page.getByLabel('Courriel').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('new-password-2');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).not.toHaveURL(/connecter/);
  await page.goto(link);
  await expect(page).not.toHaveURL(/reinitialiser/); // guest only: a logged-in user is sent on
});

test('every route × guest, member, admin, owner: the server answers by the access rule', async ({ playwright }) => {
  // Four identities ask every route of every module in turn: well over a hundred page renders.
  test.slow();
  const who = ['guest', 'member', 'admin', 'owner'] as const;
  const contexts = Object.fromEntries(
    await Promise.all(who.map(async (w) => [w, await playwright.request.newContext({ baseURL: ORIGIN })])),
  ) as Record<(typeof who)[number], APIRequestContext>;
  for (const w of ['member', 'admin', 'owner'] as const) {
    await register(contexts[w], `${w}-${run}@example.com`, w);
    if (w !== 'member') promote(`${w}-${run}@example.com`, w);
  }
  const home = '/en';
  const build = routePath('en', 'build.index');
  const buildAvailable = (await contexts.guest.get(build, { maxRedirects: 0 })).status() === 200;
  let checked = 0;
  for (const name of ROUTE_NAMES as RouteName[]) {
    const access = ROUTES[name].access;
    const url = routePath('en', name, sampleParams(name)).replace(/\/whats-new\/x$/, '/whats-new');
    const answers = Object.fromEntries(
      await Promise.all(
        who.map(async (w) => {
          const r = await contexts[w].get(url, { maxRedirects: 0 });
          return [w, { status: r.status(), location: r.headers().location ?? '' }];
        }),
      ),
    ) as Record<(typeof who)[number], { status: number; location: string }>;
    if (access !== 'open' && answers.guest.status === 404) continue; // not in the product yet
    checked += 1;
    const login = `${routePath('en', 'login.index')}?redirectTo=${encodeURIComponent(url)}`;
    // SPEC 2's "password" words are our password pages under SPEC's names: each sends the visitor on (303).
    const redirecting = name === 'password.index' || name === 'password-email.index';
    const shown = (w: (typeof who)[number]) => expect(redirecting ? [303] : [200, 404], `${w} ${url}`).toContain(answers[w].status);
    if (access === 'open') who.forEach(shown);
    else if (access === 'guest') {
      shown('guest');
      for (const w of ['member', 'admin', 'owner'] as const) expect(answers[w].location, `${w} ${url}`).toBe(buildAvailable ? build : home);
    } else {
      expect(answers.guest, url).toEqual({ status: 303, location: login });
      if (access === 'auth') (['member', 'admin', 'owner'] as const).forEach(shown);
      else {
        expect(answers.member.location, url).toBe(home);
        if (access.roles.includes('admin')) shown('admin');
        else expect(answers.admin.location, url).toBe(home); // owner-only (SPEC 6: the stats dashboard)
        shown('owner');
      }
    }
  }
  expect(checked).toBeGreaterThan(10);
  // Every admin action: guests 401, members 403, staff pass the role check (here a 404 for a missing row, or a redirect).
  const actions = [
    '/api/admin/news',
    '/api/admin/news/999999',
    '/api/admin/news/999999/delete',
    '/api/admin/faq',
    '/api/admin/faq/999999',
    '/api/admin/faq/999999/delete',
    '/api/admin/contact/999999/answer',
    '/api/admin/contact/999999/status',
    '/api/admin/users/no-such-user/roles',
    '/api/admin/users/no-such-user/block',
    '/api/courses/00000000-0000-4000-8000-000000000000/review/publish',
    '/api/courses/00000000-0000-4000-8000-000000000000/review/obsolete',
    '/api/courses/00000000-0000-4000-8000-000000000000/review/answer',
  ];
  for (const action of actions) {
    for (const w of who) {
      const r = await contexts[w].post(action, { form: { locale: 'en' }, headers: { origin: ORIGIN }, maxRedirects: 0 });
      const expected = { guest: [401], member: [403], admin: [303, 404], owner: [303, 404] }[w];
      expect(expected, `${w} ${action}`).toContain(r.status());
    }
  }
  // Asking to publish a course is its owner's: guests 401, anyone else learns nothing (404).
  for (const w of who) {
    const r = await contexts[w].post('/api/courses/00000000-0000-4000-8000-000000000000/publish-request', {
      form: { locale: 'en' },
      headers: { origin: ORIGIN },
      maxRedirects: 0,
    });
    expect(r.status(), `${w} publish-request`).toBe(w === 'guest' ? 401 : 404);
  }
  // The JSON profile says the same on the API side.
  expect((await contexts.guest.get('/api/account/profile')).status()).toBe(401);
  expect(((await (await contexts.owner.get('/api/account/profile')).json()) as { roles: string[] }).roles).toEqual(['member', 'owner']);
  await Promise.all(who.map((w) => contexts[w].dispose()));
});

test('SPEC 2 words: /logout asks and signs out with a POST; /password and /password-email lead to the password pages', async ({ page }) => {
  await page.goto('/en/password-email');
  await expect(page).toHaveURL(/\/en\/forgotten-password$/);
  await page.goto('/fr/mot-de-passe');
  await expect(page).toHaveURL(/\/fr\/mot-de-passe-oublie$/);
  await page.goto('/en/logout/');
  await expect(page.getByText('You are logged out.')).toBeVisible();

  const email = `logout-${run}@example.com`;
  createUser(email, 'Lou', 'member');
  await logIn(page, email);
  await page.goto('/en/password');
  await expect(page).toHaveURL(/\/en\/profile#h-password$/);
  // A GET asks, it does not sign out (links are prefetched); the button does, then the login page.
  await page.goto('/es/cerrar-sesion');
  await expect(page.getByText('¿Seguro que quieres cerrar tu sesión de Paceband en este dispositivo?')).toBeVisible();
  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en\/profile$/);
  await page.goto('/en/logout');
  await axeClean(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect(page.getByText('You are logged out.')).toBeVisible();
  await page.goto('/en/profile');
  await expect(page).toHaveURL(/\/en\/login\?redirectTo=/);
});

test('a sign-in through another account that failed or was cancelled ends on the login page, which says so in its language', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'fr-FR', extraHTTPHeaders: { 'Accept-Language': 'fr-FR,fr;q=0.9' } });
  const page = await context.newPage();
  // A provider's return whose state is gone (another browser, or too late): better-auth's own
  // error page is not ours to show (/api/auth/error is closed); the login page is.
  await page.goto('/api/auth/callback/google?code=x&state=y');
  await expect(page).toHaveURL(/\/fr\/connecter\?error=state_(mismatch|not_found)$/);
  await expect(page.getByRole('alert')).toContainText(
    'La connexion avec un autre compte n’a pas abouti ou a été annulée. Réessayez, ou connectez-vous avec votre courriel et votre mot de passe.',
  );
  await expect(page.getByLabel('Courriel')).toBeVisible();
  await context.close();
  // The provider's own refusal (the visitor cancelled) comes back to the login page too (errorCallbackURL).
  const english = await browser.newPage();
  await english.goto('/en/login?error=access_denied');
  await expect(english.getByRole('alert')).toContainText(
    'Signing in with another account did not work, or it was cancelled. Try again, or log in with your email and password.',
  );
  await english.goto('/en/login');
  await expect(english.getByRole('alert')).toHaveCount(0);
  await english.close();
});
