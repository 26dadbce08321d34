import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { createUser, logIn } from './support/accounts.ts';

/**
 * The account menu on a phone (issue 29 point 4): a vertical list inside the screen, every item
 * reachable (the list scrolls when taller than what is left below the bar) and clickable, in
 * English and French, with the keyboard too.
 */
const run = Date.now().toString(36);
const NAME = `Menuadmin${run}`;
const EMAIL = `menu-admin-${run}@example.com`;

const LANGUAGES = [
  { locale: 'en', menu: 'Account menu', profile: 'My profile', bands: 'My pace bands', logout: 'Log out' },
  { locale: 'fr', menu: 'Menu du compte', profile: 'Mon profil', bands: 'Mes bracelets d’allure', logout: 'Se déconnecter' },
];

test.beforeAll(() => createUser(EMAIL, NAME, 'admin'));

async function openMenu(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole('button', { name: `${label}: ${NAME}` });
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('list', { name: label });
  await expect(list).toBeVisible();
  await expect(button).toHaveAttribute('aria-controls', (await list.getAttribute('id'))!);
  return list;
}

/** Every link and button of the open list: inside the viewport and the list once scrolled to, and clickable there. */
async function expectEveryItemReachable(page: Page, list: Locator): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const listBox = (await list.boundingBox())!;
  expect(listBox.x).toBeGreaterThanOrEqual(0);
  expect(listBox.x + listBox.width).toBeLessThanOrEqual(viewport.width);
  expect(listBox.y + listBox.height).toBeLessThanOrEqual(viewport.height);
  const items = list.locator('a, button');
  const labels: string[] = [];
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i);
    await item.scrollIntoViewIfNeeded();
    const box = (await item.boundingBox())!;
    const label = (await item.innerText()).trim();
    labels.push(label);
    expect(box.x, label).toBeGreaterThanOrEqual(0);
    expect(box.y, label).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width, label).toBeLessThanOrEqual(viewport.width);
    expect(box.y + box.height, label).toBeLessThanOrEqual(viewport.height);
    // Inside the list's visible part, not under its edge.
    expect(box.y, label).toBeGreaterThanOrEqual(listBox.y - 1);
    expect(box.y + box.height, label).toBeLessThanOrEqual(listBox.y + listBox.height + 1);
    // Nothing covers it: a click would land on it (checked without following the link).
    await item.click({ trial: true, timeout: 2_000 });
  }
  return labels;
}

for (const lang of LANGUAGES) {
  test(`every account menu item is on screen and clickable at 390 × 844, as an admin (${lang.locale})`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page, EMAIL);
    await page.goto(`/${lang.locale}`);
    const list = await openMenu(page, lang.menu);
    const labels = await expectEveryItemReachable(page, list);
    // The member's pages, the staff's pages and logout: one item a line, all of them there.
    expect(labels).toEqual(expect.arrayContaining([lang.profile, lang.bands, lang.logout]));
    expect(labels.length).toBeGreaterThanOrEqual(9);
    const tops = await list.locator('li').evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().top));
    expect(new Set(tops).size, 'one item a line').toBe(tops.length);
    if (lang.locale === 'en') {
      await page.screenshot({ path: testInfo.outputPath('account-menu-390.png') });
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
    // A tap on an item follows it.
    await list.getByRole('link', { name: lang.bands }).click();
    await expect(page.getByRole('heading', { level: 1, name: lang.bands })).toBeVisible();
  });
}

test('on a phone held sideways the menu scrolls to its last item; keyboard: Tab through, Escape back to the button', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await logIn(page, EMAIL);
  await page.goto('/en');
  const list = await openMenu(page, 'Account menu');
  expect(await list.evaluate((ul) => ul.scrollHeight > ul.clientHeight), 'taller than the screen: it scrolls').toBe(true);
  const labels = await expectEveryItemReachable(page, list);
  expect(labels.at(-1)).toBe('Log out');

  // Keyboard: the button opens and closes the list; Tab walks its links; Escape closes and returns.
  await page.keyboard.press('Escape');
  const button = page.getByRole('button', { name: `Account menu: ${NAME}` });
  await expect(list).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'My profile' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'My pace bands' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('list', { name: 'Account menu' })).toBeHidden();
  await expect(button).toBeFocused();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // Tabbing past the last item closes the list.
  await page.keyboard.press('Enter');
  for (let i = 0; i < labels.length; i++) await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('list', { name: 'Account menu' })).toBeHidden();
});

test('on a desktop the menu hangs under its button as a list', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, EMAIL);
  await page.goto('/en');
  const list = await openMenu(page, 'Account menu');
  await expectEveryItemReachable(page, list);
  await page.screenshot({ path: testInfo.outputPath('account-menu-1280.png') });
});
