import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { confirmEmail, promote, signUp } from './support/accounts.ts';
import { axeClean } from './support/axe.ts';

const run = Date.now().toString(36);

async function register(page: Page, email: string, name: string) {
  await signUp(page, email, name);
  // Proposing a race waits for the mailed confirmation.
  await confirmEmail(page, email);
}

const PAGES = [
  { locale: 'en', path: '/en/calendar', title: 'Race calendar', stats: 'Statistics', more: 'More races' },
  { locale: 'fr', path: '/fr/calendrier', title: 'Calendrier des courses', stats: 'Statistiques', more: 'Plus de courses' },
  { locale: 'es', path: '/es/calendario', title: 'Calendario de carreras', stats: 'Estadísticas', more: 'Más carreras' },
  { locale: 'it', path: '/it/calendario', title: 'Calendario gare', stats: 'Statistiche', more: 'Altre gare' },
] as const;

test('the calendar in four languages: sample races, statistics chart, month view, and the top bar, footer and home page lead to it', async ({
  page,
}) => {
  for (const p of PAGES) {
    await page.goto(p.path);
    await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: p.stats })).toBeVisible();
    await expect(page.getByTestId('chart-distances')).toBeVisible();
    await expect(page.locator('.cal-items > li')).toHaveCount(20);
    await expect(page.getByRole('link', { name: p.more })).toBeVisible();
  }
  await axeClean(page);

  // Top bar icon, footer link and the home page's upcoming races.
  await page.goto('/en');
  await expect(page.getByRole('heading', { level: 2, name: 'Upcoming races' })).toBeVisible();
  await expect(page.locator('#upcoming-races ~ .grid .card')).toHaveCount(4);
  await page.locator('header.top-bar').getByRole('link', { name: 'Race calendar' }).click();
  await expect(page).toHaveURL(/\/en\/calendar$/);
  await expect(page.locator('footer').getByRole('link', { name: 'Race calendar' })).toBeVisible();

  // Month view, in French, with the week starting on the region's first day.
  await page.goto('/fr/calendrier');
  await page.getByRole('link', { name: 'Mois', exact: true }).click();
  await expect(page).toHaveURL(/view=month/);
  await expect(page.locator('table.cal-month caption')).toContainText('Courses en');
  await page.getByRole('link', { name: /Mois suivant/ }).click();
  await expect(page).toHaveURL(/month=\d{4}-\d{2}/);
  await axeClean(page);
});

test('filters live in the URL; the list scrolls on by itself and pages without JavaScript', async ({ page, browser }) => {
  await page.goto('/en/calendar');
  // A chosen filter applies at once (the page's script submits the form; without it, the button does).
  await page.getByLabel('Country', { exact: true }).selectOption('IT');
  await expect(page).toHaveURL(/country=IT/);
  await page.getByLabel('Distance', { exact: true }).selectOption('marathon');
  await expect(page).toHaveURL(/country=IT&distance=marathon/);
  const cards = page.locator('.cal-items > li');
  // The samples hold two Italian marathons (Rome, Venice).
  await expect(cards).toHaveCount(2);
  for (const card of await cards.all()) await expect(card).toContainText('Marathon');
  await expect(page.getByTestId('calendar-stats').locator('dd').first()).toHaveText('2');
  // The feed of the same filters.
  const feed = await page.request.get(
    (await page.getByRole('link', { name: 'Subscribe to these races (iCalendar)' }).getAttribute('href'))!,
  );
  const ics = await feed.text();
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  expect(ics).toContain('SUMMARY:Rome Seven Hills Marathon');

  await page.goto('/en/calendar?q=zurich');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Zürich Lake Run');

  // Infinite scroll: the next page comes in when its link is (90 %) in view.
  await page.goto('/en/calendar');
  await expect(cards).toHaveCount(20);
  await page.getByTestId('more-races').scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(36);
  await expect(page.getByTestId('more-races')).toHaveCount(0);
  await expect(page.getByText('That is every race for these filters.')).toBeVisible();

  // Without JavaScript: plain pages.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto('/es/calendario');
  await expect(plain.locator('.cal-items > li')).toHaveCount(20);
  await plain.getByRole('link', { name: 'Más carreras' }).click();
  await expect(plain).toHaveURL(/\/es\/calendario\?page=2$/);
  await expect(plain.locator('.cal-items > li')).toHaveCount(16);
  await expect(plain.getByRole('link', { name: 'Carreras anteriores' })).toBeVisible();
  await context.close();
});

test('a race page, its .ics, and the course page’s next edition with "build a band for this race"', async ({ page }) => {
  await page.goto('/it/calendario?q=berlin');
  await page.getByRole('link', { name: 'Berlin City Marathon' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Berlin City Marathon' })).toBeVisible();
  await expect(page.getByText('Partenza 09:15 (Europe/Berlin)')).toBeVisible();
  await expect(page.getByText(/gara è un esempio/)).toBeVisible();
  const ics = await page.request.get((await page.getByRole('link', { name: 'Aggiungi al mio calendario (.ics)' }).getAttribute('href'))!);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('SUMMARY:Berlin City Marathon');
  await axeClean(page);

  await page.goto('/en/course/berlin');
  const section = page.locator('section[aria-labelledby="course-next-race"]');
  await expect(section.getByRole('heading', { name: 'Next race on this course' })).toBeVisible();
  await expect(section).toContainText('Berlin City Marathon');
  await section.getByRole('link', { name: 'Build a band for this race' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}(\?|$)/);
});

test('a member proposes a race, the team publishes it from the queue, and it appears on the list; the team imports a file', async ({
  page,
  browser,
}) => {
  const name = `Riverside Test Run ${run}`;
  await register(page, `member-${run}@example.com`, 'Member');
  await page.goto('/en/calendar/propose');
  await expect(page.getByRole('heading', { level: 1, name: 'Propose a race' })).toBeVisible();
  await axeClean(page);
  // Nothing filled in: the server answers beside the fields and in a summary.
  await page.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Please correct the following:' })).toBeVisible();
  await expect(page.locator('#f-name-error')).toHaveText('Race name is required.');
  await expect(page.locator('#f-distances-error')).toHaveText('Choose at least one distance.');

  const year = new Date().getUTCFullYear() + 1;
  await page.getByLabel('Race name').fill(name);
  await page.getByLabel('Date').fill(`${year}-06-13`);
  await page.getByLabel('Start time').fill('08:30');
  await page.getByLabel('Time zone').selectOption('Europe/Paris');
  await page.getByLabel('City').fill('Annecy');
  await page.getByLabel('Country').selectOption('FR');
  await page.getByLabel('10 km').check();
  await page.getByLabel('Other distances').fill('7,5');
  await page.getByLabel('Website').fill('https://example.org/riverside');
  await page.getByRole('button', { name: 'Send the proposal' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Your race “${name}” will appear` })).toBeVisible();

  // Not public yet.
  await page.goto(`/en/calendar?q=${encodeURIComponent(name)}`);
  await expect(page.getByText('No race matches these filters.')).toBeVisible();

  // The team: an admin publishes it from the queue.
  const context = await browser.newContext();
  const admin = await context.newPage();
  await register(admin, `admin-${run}@example.com`, 'Admin');
  promote(`admin-${run}@example.com`);
  await admin.goto('/en/admin/calendar/proposals');
  await expect(admin.getByRole('heading', { level: 1, name: 'Race proposals' })).toBeVisible();
  await axeClean(admin);
  await admin.getByRole('button', { name: `Publish: ${name}` }).click();
  await expect(admin.getByText(`The race “${name}” is published.`)).toBeVisible();
  // The audit trail names the action.
  await admin.goto('/en/admin/audit');
  await expect(admin.locator('code', { hasText: 'calendar.publish' }).first()).toBeVisible();

  await page.goto(`/fr/calendrier?q=${encodeURIComponent('riverside test')}`);
  const card = page.locator('.cal-items > li').filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Annecy, France');
  await expect(card).toContainText('7,5 km');

  // Import: a CSV with one good and one bad row; the bad one is reported by its row number.
  // In the test's own output folder, which Playwright empties at the start of each run.
  const file = test.info().outputPath('races.csv');
  writeFileSync(
    file,
    `name,date,start_time,time_zone,city,state,country,distances\nImported Lake Run ${run},${year}-07-04,09:00,Europe/Zurich,Luzern,,Switzerland,10k;half\nBroken,${year}-02-30,,,Bern,,CH,10k\n`,
  );
  await admin.goto('/en/admin/calendar/import');
  await admin.getByLabel(/File \(CSV or \.ics/).setInputFiles(file);
  await admin.getByRole('button', { name: 'Import' }).click();
  await expect(admin.getByText('1 race imported, 1 row skipped.')).toBeVisible();
  await expect(admin.getByTestId('import-errors')).toContainText('Row 3: Date: Enter a real date (YYYY-MM-DD).');
  await page.goto(`/en/calendar?q=${encodeURIComponent(`imported lake run ${run}`)}`);
  await expect(page.locator('.cal-items > li')).toHaveCount(1);

  // Members cannot open the team's screens.
  await page.goto('/en/admin/calendar');
  await expect(page).toHaveURL(/\/en$/);
  await context.close();
});
