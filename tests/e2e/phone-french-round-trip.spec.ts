/**
 * A runner's whole path on a 390 px phone, in French, walked twice: sign up, build a band on the
 * Boston course, save it; then, two times over, reopen it from « Mes bracelets d’allure » through
 * the account menu (same goal, same course, same splits), save it again (updated, not copied),
 * share its link with a guest (the same splits, nothing of the owner's to overwrite) and print it
 * (the served PDF is the French band of those splits).
 */
import { expect, test, type Page } from '@playwright/test';
import { CONSENTED, ORIGIN, register } from './support/accounts.ts';
import { servedBand } from './support/served-band.ts';

const run = Date.now().toString(36);
const NAME = `Coureuse${run}`;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const GOAL = '3:10:00';

test.use(PHONE);

/** Presses a save button and waits for the server's answer (the toast of an earlier save may still show). */
async function press(page: Page, button: string, method: 'POST' | 'PUT') {
  const answer = page.waitForResponse((r) => r.url().includes('/api/bands/saved') && r.request().method() === method);
  await page.getByRole('button', { name: button, exact: true }).click();
  expect((await answer).ok()).toBe(true);
}

/** Nothing wider than the phone's screen. */
const fits = async (page: Page) => expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(390);

/** Every row of the split table as the page shows it, cell by cell. */
const splitRows = (page: Page) =>
  page.locator('.splits-table tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.innerText)));

test('on a phone, in French: a band built on Boston, saved, reopened, saved again, shared and printed, twice', async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: ORIGIN });
  await register(page.request, `telephone-${run}@example.com`, NAME);

  // The course page, then its build page, in French.
  await page.goto('/fr/parcours/boston');
  await page.getByRole('link', { name: 'Créer un bracelet d’allure pour ce parcours' }).click();
  await expect(page).toHaveURL(/\/fr\/construire\/parcours\/[0-9a-f-]{36}\?/);
  const coursePath = new URL(page.url()).pathname;
  await expect(page.locator('select#distance')).toHaveValue('course');
  await page.getByLabel('Temps visé (h:mm:ss)').fill(GOAL);
  await expect(page.getByRole('img', { name: `Aperçu du bracelet d’allure pour ${GOAL}` })).toBeVisible();
  const finish = page.locator('.splits-table tr.row-finish td');
  await expect(finish.last()).toHaveText(GOAL);
  await expect(finish.first()).toHaveText('42,2 km');
  const splits = await splitRows(page);
  expect(splits.length).toBeGreaterThan(40);
  await fits(page);

  await page.getByLabel('Nom de ce bracelet').fill('Boston au téléphone');
  await press(page, 'Enregistrer', 'POST');
  await expect(page).toHaveURL(/[?&]saved=[0-9a-f-]{36}(&|$)/);
  const saved = new URL(page.url()).searchParams.get('saved');

  for (let time = 1; time <= 2; time++) {
    // « Mes bracelets d’allure » from the account menu, as a phone user gets there.
    const menuButton = page.getByRole('button', { name: `Menu du compte: ${NAME}` });
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('list', { name: 'Menu du compte' }).getByRole('link', { name: 'Mes bracelets d’allure' }).click();
    await expect(page).toHaveURL(/\/fr\/bracelets-allure$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mes bracelets d’allure' })).toBeVisible();
    const cards = page.locator('.saved-list li');
    await expect(cards, `one band in the list, time ${time}`).toHaveCount(1);
    await expect(cards.first()).toContainText('Boston au téléphone');
    await expect(cards.first()).toContainText(GOAL);
    await fits(page);

    // Reopened: the same course, goal and splits, and Save updates this band.
    await cards.first().getByRole('link', { name: 'Ouvrir' }).click();
    await expect(page).toHaveURL(new RegExp(`${coursePath}\\?s=.*&saved=${saved}`));
    await expect(page.locator('select#distance')).toHaveValue('course');
    await expect(page.getByLabel('Temps visé (h:mm:ss)')).toHaveValue(GOAL);
    await expect(page.getByRole('img', { name: `Aperçu du bracelet d’allure pour ${GOAL}` })).toBeVisible();
    await expect(finish.last()).toHaveText(GOAL);
    expect(await splitRows(page), `reopened, time ${time}`).toEqual(splits);
    await expect(page.getByLabel('Nom de ce bracelet')).toHaveValue('Boston au téléphone');
    await fits(page);
    await press(page, 'Enregistrer', 'PUT');
    expect(new URL(page.url()).searchParams.get('saved')).toBe(saved);

    // Shared: the copied link is the settings without the owner's band; a guest on a phone sees the same splits.
    await page.getByRole('button', { name: 'Copier le lien de ces réglages' }).click();
    await expect(page.getByRole('status').getByText('Lien copié')).toBeVisible();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(coursePath);
    expect(new URL(link).searchParams.has('saved')).toBe(false);
    const guest = await browser.newContext({ ...PHONE, storageState: CONSENTED });
    const other = await guest.newPage();
    await other.goto(link);
    await expect(other.getByLabel('Temps visé (h:mm:ss)')).toHaveValue(GOAL);
    await expect(other.getByRole('img', { name: `Aperçu du bracelet d’allure pour ${GOAL}` })).toBeVisible();
    await expect(other.locator('.splits-table tr.row-finish td').last()).toHaveText(GOAL);
    expect(await splitRows(other), `shared, time ${time}`).toEqual(splits);
    // The guest cannot write over the owner's band: saving asks them to log in.
    await expect(other.getByRole('button', { name: 'Connectez-vous pour enregistrer' })).toBeVisible();
    await expect(other.getByRole('button', { name: 'Enregistrer', exact: true })).toHaveCount(0);
    await guest.close();

    // Printed: the downloaded PDF is the French band of these splits, its decimals with a comma.
    const { texts } = await servedBand(page, 'fr');
    expect(texts).toContain(GOAL);
    const elapsed = splits.filter((cells) => cells.length > 1).map((cells) => cells[cells.length - 1]!);
    for (const row of [5, 10, 21, 30, 40]) expect(texts, `row ${row} printed, time ${time}`).toContain(elapsed[row]);
    expect(texts).toContain('42,2');
    expect(texts.filter((text) => /\d\.\d/.test(text))).toEqual([]);
  }
});
