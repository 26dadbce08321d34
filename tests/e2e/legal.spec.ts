import { expect, test } from '@playwright/test';
import pg from 'pg';
import { createUser, DATABASE_URL, logIn, ORIGIN, PASSWORD } from './support/accounts.ts';
import { axeClean } from './support/axe.ts';

/**
 * The legal pages (issue 28 point 6): the team publishes a new version of a document in one
 * language; readers of that language see it at once (cached pages included), the others keep
 * theirs, the history keeps every version, and a sign-up records the version it accepted.
 */
const run = Date.now().toString(36);

async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const latest = async (kind: string, locale: string) =>
  Number(
    (await query<{ v: number }>('select max(version) as v from legal_document_version where kind = $1 and locale = $2', [kind, locale]))[0]!
      .v,
  );

test('an admin publishes a French privacy notice: French readers get it, English ones keep theirs, the history keeps both, sign-up records it', async ({
  page,
  browser,
}) => {
  // Two accounts made with the command line, two browser contexts and two accessibility scans.
  test.setTimeout(180_000);
  const before = await latest('privacy', 'fr');
  const english = await latest('privacy', 'en');
  const next = before + 1;
  const mark = `Essai ${run}`;

  // Members never reach the screens.
  const member = `mia-${run}@example.com`;
  createUser(member, 'Mia', 'member');
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, member);
  // SPEC 4: a role route sends a member without the role to the home page; the form's handler answers 403.
  await memberPage.goto('/fr/admin/textes-legaux/privacy/fr');
  await expect(memberPage).toHaveURL(/\/fr$/);
  const post = await memberPage.request.post('/api/admin/legal/privacy/fr', {
    form: { locale: 'fr', body: 'Pris en otage' },
    headers: { origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(post.status()).toBe(403);
  await memberContext.close();

  // The team's screen, in French.
  const admin = `ada-${run}@example.com`;
  createUser(admin, 'Ada', 'admin');
  await logIn(page, admin);
  await page.goto('/fr/admin/textes-legaux');
  await expect(page.getByRole('heading', { level: 1, name: 'Pages légales' })).toBeVisible();
  await page.getByRole('link', { name: 'Politique de confidentialité en français' }).click();
  await expect(page).toHaveURL(/\/fr\/admin\/textes-legaux\/privacy\/fr$/);
  await expect(page.getByText(`En vigueur : version ${before},`)).toBeVisible();
  await axeClean(page);
  const editor = page.getByLabel('Texte (Markdown)');
  await expect(editor).toHaveValue(/## Qui est responsable/);
  await editor.fill(
    `## ${mark}\n\nNous gardons **le strict nécessaire**, pendant {{logRetentionDays}} jours pour les journaux.\n\n<script>window.__legalXss = 1</script>\n\n[lien](javascript:window.__legalXss=2)`,
  );
  await page.getByRole('button', { name: 'Publier une nouvelle version' }).click();
  await expect(page.getByText(`La version ${next} est publiée.`)).toBeVisible();
  const history = page.getByRole('region', { name: 'Versions' });
  await expect(history.getByRole('link', { name: `Voir la version ${next}` })).toBeVisible();
  await expect(history.getByRole('link', { name: `Voir la version ${before}` })).toBeVisible();
  // Publishing the same text again adds nothing.
  await page.getByRole('button', { name: 'Publier une nouvelle version' }).click();
  await expect(page.getByText('Le texte est identique à la version en vigueur : rien à publier.').first()).toBeVisible();
  // The old version stays readable as it was.
  await history.getByRole('link', { name: `Voir la version ${before}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Politique de confidentialité en français : version ${before}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Qui est responsable' })).toBeVisible();

  // A French visitor sees the new version (the cached page is dropped within seconds), without the script.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await expect
    .poll(async () => (await (await reader.request.get('/fr/confidentialite')).text()).includes(mark), { timeout: 10_000 })
    .toBe(true);
  await reader.goto('/fr/confidentialite');
  await expect(reader.getByRole('heading', { level: 2, name: mark })).toBeVisible();
  await expect(reader.getByText(/^Version \d+ du /)).toHaveText(new RegExp(`^Version ${next} du `));
  await expect(reader.getByText(/pendant \d+ jours pour les journaux/)).toBeVisible();
  expect(await reader.evaluate(() => (window as { __legalXss?: number }).__legalXss)).toBeUndefined();
  expect(await reader.content()).not.toMatch(/__legalXss|javascript:/);
  // The generated cookie table is still there.
  await expect(reader.getByRole('table', { name: 'Témoins déposés par Paceband' })).toBeVisible();
  await axeClean(reader);

  // English readers keep their own text.
  await reader.goto('/en/privacy');
  await expect(reader.getByText(/^Version \d+ of /)).toHaveText(new RegExp(`^Version ${english} of `));
  await expect(reader.getByRole('heading', { name: 'Who is responsible' })).toBeVisible();
  await expect(reader.getByText(mark)).toHaveCount(0);

  // The terms of sale have their own page in each language, linked from the footer.
  await reader.goto('/it');
  await reader.getByRole('contentinfo').getByRole('link', { name: 'Condizioni di vendita' }).click();
  await expect(reader).toHaveURL(/\/it\/condizioni-di-vendita$/);
  await expect(reader.getByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeVisible();
  await expect(reader.getByRole('heading', { name: '7. Annullamento, recesso e rimborsi' })).toBeVisible();

  // A French sign-up accepts the new version.
  const email = `lea-${run}@example.com`;
  await reader.goto('/fr/inscrire');
  await reader.getByLabel('Nom').fill('Léa');
  await reader.getByLabel('Courriel').fill(email);
  await reader.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await reader.getByLabel('Confirmez le mot de passe').fill(PASSWORD);
  await reader.getByLabel('J’accepte les conditions d’utilisation et la politique de confidentialité').check();
  await reader.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(reader).not.toHaveURL(/inscrire/);
  const terms = await latest('terms', 'fr');
  const [row] = await query<{ termsVersion: string }>('select "termsVersion" from auth."user" where email = $1', [email]);
  expect(row?.termsVersion).toBe(`terms.fr:${terms},privacy.fr:${next}`);
  await visitor.close();

  // The publication is in the audit trail.
  const audit = await query<{ target: string }>("select target from audit_entry where action = 'legal.publish' order by id desc limit 1");
  expect(audit[0]?.target).toBe(`privacy fr v${next}`);
});
