import { expect, test } from '@playwright/test';
import pg from 'pg';
import { CONSENTED, createUser, DATABASE_URL, logIn } from './support/accounts.ts';

/**
 * The page cache (issue 14): public pages are rendered once for everybody and served again; a
 * signed-in visitor's pages stay their own, and a change to the data shows at once.
 */
const run = Date.now().toString(36);

test('a guest gets the kept page; a member gets his own, and the next guest never sees the member', async ({ browser, page }) => {
  // Twice as a guest: the second answer comes from the cache, with an ETag the browser can send back.
  // (Right after another test changed the data, the cache waits two seconds before keeping pages.)
  await expect.poll(async () => (await page.request.get('/en/faq')).headers()['x-page-cache'], { timeout: 10_000 }).toBe('hit');
  // A data change by an earlier test may drop the page between two requests: ask until a pair agrees.
  await expect
    .poll(
      async () => {
        const etag = (await page.request.get('/en/faq')).headers().etag ?? '';
        return etag ? (await page.request.get('/en/faq', { headers: { 'if-none-match': etag } })).status() : 0;
      },
      { timeout: 10_000 },
    )
    .toBe(304);

  // A member (made with the command line, logged in in this context).
  const name = `Cachetest${run}`;
  const email = `cache-${run}@example.com`;
  createUser(email, name, 'admin');
  await logIn(page, email);
  const own = await page.goto('/en/faq');
  expect(own?.headers()['x-page-cache']).toBeUndefined();
  await expect(page.getByRole('button', { name: new RegExp(`Account menu: ${name}`) })).toBeVisible();
  // Staff links are in the member's own page.
  await page.getByRole('button', { name: new RegExp(`Account menu: ${name}`) }).click();
  await expect(page.getByRole('link', { name: /Admin/ }).first()).toBeVisible();

  // A new visitor right after: the kept page, without a trace of the member.
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const answer = await guestPage.goto('/en/faq');
  // The page for everybody (kept, or rendered for everybody again if the data just changed).
  expect(['hit', 'miss']).toContain(answer?.headers()['x-page-cache']);
  await expect(guestPage.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await guestPage.content()).not.toContain(name);
  await guest.close();
});

test('a change written by anyone (here straight into PostgreSQL) shows on the kept page within seconds, in every language', async ({
  page,
}) => {
  for (const path of ['/en/faq', '/fr/faq', '/es/preguntas-frecuentes', '/it/faq']) await page.request.get(path);
  const mark = `Kept-${run}`;
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number; question: Record<string, string> }>(
      'select id, question from faq_entry order by position, id limit 1',
    );
    const entry = rows[0]!;
    const edited = Object.fromEntries(Object.entries(entry.question).map(([locale, text]) => [locale, `${text} ${mark}`]));
    await client.query('update faq_entry set question = $1 where id = $2', [edited, entry.id]);
    try {
      for (const path of ['/en/faq', '/fr/faq']) {
        await expect.poll(async () => (await (await page.request.get(path)).text()).includes(mark), { timeout: 10_000 }).toBe(true);
      }
      await page.goto('/it/faq');
      await expect(page.getByText(mark).first()).toBeVisible();
    } finally {
      await client.query('update faq_entry set question = $1 where id = $2', [entry.question, entry.id]);
    }
  } finally {
    await client.end();
  }
});

test('a cached page still shows each visitor his own country and unread news, and the cookie banner only to who has not chosen', async ({
  browser,
}) => {
  // No consent cookie: the banner opens on the kept page too.
  const fresh = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const page = await fresh.newPage();
  const answer = await page.goto('/en/predictor');
  // The page rendered for everybody (kept, or rendered for everybody again if the data just changed).
  expect(['hit', 'miss']).toContain(answer?.headers()['x-page-cache']);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /What's new \(\d+ unread news\)/ })).toBeVisible();
  await fresh.close();
  // The default context has chosen: no banner, even though the kept page is the same.
  const chosen = await browser.newContext({ storageState: CONSENTED });
  const other = await chosen.newPage();
  await other.goto('/en/predictor');
  await expect(other.getByRole('banner').getByRole('link', { name: /What's new \(\d+ unread news\)/ })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  await chosen.close();
});
