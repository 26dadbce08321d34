/**
 * Issue 31, walked as a runner would: on a hilly course, rows by terrain and the two dials on the
 * build page; the preview changes, the PDF prints the same rows (read back from the served file),
 * and the band saved in "my pace bands" reopens with the same rows.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDuration } from '../../src/lib/time-format.ts';
import { createUser, logIn } from './support/accounts.ts';
import { openSavedBand, saveBand } from './support/saved-bands.ts';
import { openSection, servedBand } from './support/served-band.ts';

const run = Date.now().toString(36);

/** The preview's split table, row by row: its kind and its cells. */
function tableRows(page: Page) {
  return page
    .locator('.splits-table tbody tr')
    .evaluateAll((trs) =>
      trs.map((tr) => ({ kind: tr.className, cells: Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '') })),
    );
}

const lapDistances = async (page: Page) => (await tableRows(page)).filter((r) => r.kind === 'row-lap').map((r) => r.cells[0]!);

interface Row {
  distance: number;
  kind: string;
  splitSeconds: number;
  elapsedSeconds: number;
  gradePercent: number;
}

/** A terrain row as the band prints it (English, the page's column order): where it ends (one decimal), split, grade in whole per cent, time. */
function printedRow(row: Row): string[] {
  const grade = new Intl.NumberFormat('en', { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 0 });
  return [
    new Intl.NumberFormat('en', { maximumFractionDigits: 1 }).format(row.distance),
    formatDuration(row.splitSeconds),
    grade.format(row.gradePercent / 100).replace('-', '\u2212'),
    formatDuration(row.elapsedSeconds),
  ];
}

test('terrain rows and both dials on a hilly course: the preview and the printed PDF change, and a saved band reopens with the same rows', async ({
  page,
}) => {
  // A marathon course planned over and over, its PDF drawn twice: slow on the shared machine.
  test.setTimeout(240_000);
  const email = `terrain-${run}@example.com`;
  createUser(email, 'Hill Runner', 'member');
  await logIn(page, email);
  await page.goto('/en/course/boston');
  await page.getByRole('link', { name: 'Build a pace band for this course' }).click();
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}/);
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:30:00');
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');
  expect((await lapDistances(page)).every((d) => /^\d+ km$/.test(d))).toBe(true);

  // Rows by terrain: each stretch ends where the grade changes, not on a whole kilometre.
  await openSection(page, 'Splits and display');
  await page.getByLabel('Rows by terrain').check();
  await expect.poll(async () => (await lapDistances(page)).filter((d) => !/^\d+ km$/.test(d)).length).toBeGreaterThan(5);
  await expect(page.getByLabel('Slope', { exact: true })).toBeChecked();
  const slopes = (await tableRows(page)).filter((r) => r.kind === 'row-lap').map((r) => r.cells[3]!);
  expect(slopes.some((s) => s.startsWith('+'))).toBe(true);
  expect(slopes.some((s) => s.startsWith('\u2212'))).toBe(true);
  // The km marks on top: elapsed time only.
  await page.getByLabel('km marker rows on top (elapsed time only)').check();
  await expect(page.locator('.splits-table tr.row-mark').first()).toBeVisible();
  const mark = await page.locator('.splits-table tr.row-mark').first().locator('td').allInnerTexts();
  expect(mark[0]).toMatch(/^\d+ km$/);
  expect(mark[1]).toBe('');
  expect(mark.at(-1)).toMatch(/^\d+:\d\d(:\d\d)?$/);
  await expect(page.getByRole('img', { name: 'Pace band preview for 3:30:00' })).toBeVisible();
  const preset = await tableRows(page);

  // The dials: a preset sets them; the keyboard moves them a tenth at a time; each says what it does to the course.
  await openSection(page, 'Strategy');
  const uphill = page.getByRole('slider', { name: 'Uphill effort' });
  const downhill = page.getByRole('slider', { name: 'Downhill effort' });
  await expect(uphill).toHaveAttribute('aria-valuetext', '1.0');
  await expect(downhill).toHaveAttribute('aria-valuetext', '1.0');
  const climb = page.getByTestId('uphill-effort-effect');
  const descent = page.getByTestId('downhill-effort-effect');
  await expect(climb).toHaveText(/^Hardest climb, km \d+\.\d–\d+\.\d, \+\d\.\d%: \d:\d\d\/km \(flat \d:\d\d\)$/);
  await expect(descent).toHaveText(/^Steepest descent, km \d+\.\d–\d+\.\d, −\d\.\d%: \d:\d\d\/km \(flat \d:\d\d\)$/);
  const climbBefore = await climb.innerText();
  const descentBefore = await descent.innerText();
  await uphill.focus();
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId('uphill-effort-value')).toHaveText('1.6');
  await downhill.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await expect(page.getByTestId('downhill-effort-value')).toHaveText('0.5');
  await expect(page.getByTestId('dials-state')).toHaveText('Your own setting (dials moved)');
  await expect(page.getByRole('radio', { name: /^Even effort/ })).not.toBeChecked();
  // The climb is slower and the descent less fast than with the preset.
  const pace = (text: string) =>
    text
      .match(/: (\d+):(\d\d)\/km/)!
      .slice(1)
      .reduce((t, p) => t * 60 + Number(p), 0);
  await expect.poll(async () => pace(await climb.innerText())).toBeGreaterThan(pace(climbBefore));
  await expect.poll(async () => pace(await descent.innerText())).toBeGreaterThan(pace(descentBefore));
  await expect.poll(async () => JSON.stringify(await tableRows(page))).not.toBe(JSON.stringify(preset));
  await expect(page.locator('.preview-status')).not.toHaveText('Updating…');
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');
  const rows = await tableRows(page);

  // The PDF: the file the page serves is this band drawn again here, whose texts are the plan's rows.
  const { settings, plans, texts } = await servedBand<{ rows: Row[] }>(page);
  expect(settings.plan).toMatchObject({ rowsBy: 'terrain', terrainMarks: true, uphillEffort: 1.6, downhillEffort: 0.5 });
  const printed = texts.join('\n');
  const laps = plans[0]!.rows.filter((r) => r.kind === 'lap');
  expect(laps.length).toBeGreaterThan(10);
  for (const lap of laps) expect(printed, `row ending at ${lap.distance}`).toContain(printedRow(lap).join('\n'));
  expect(new Set(laps.map((r) => r.splitSeconds)).size).toBeGreaterThan(1);
  expect(texts.filter((t) => /^[+\u2212]\d+%$/.test(t)).length).toBeGreaterThan(5);
  // The header names the dials ("· 1/2" after it: 68 rows go on two bands at a legible size).
  expect(texts.filter((t) => t.startsWith('Uphill 1.6 · downhill 0.5')).length).toBeGreaterThan(0);
  // The preview table shows the same rows the band prints.
  expect(rows.filter((r) => r.kind === 'row-lap').map((r) => r.cells[1])).toEqual(laps.map((r) => formatDuration(r.splitSeconds)));

  // Saved, then reopened from "my pace bands": the same rows, the same dials.
  await saveBand(page, `Boston hills ${run}`);
  await openSavedBand(page, `Boston hills ${run}`);
  await expect(page).toHaveURL(/\/en\/build\/course\/[0-9a-f-]{36}\?s=.*&saved=/);
  await expect(page.locator('.splits-table tr.row-finish td').last()).toHaveText('3:30:00');
  expect(await tableRows(page)).toEqual(rows);
  await openSection(page, 'Splits and display');
  await expect(page.getByLabel('Rows by terrain')).toBeChecked();
  await openSection(page, 'Strategy');
  await expect(page.getByTestId('uphill-effort-value')).toHaveText('1.6');
  await expect(page.getByTestId('downhill-effort-value')).toHaveText('0.5');
});
