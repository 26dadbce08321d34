/**
 * Issue 27 points 4 and 5, walked as a runner would: on the build page, race-day weather slows the
 * goal (the page says by how much), a planned fade, and an A/B band with two goals side by side.
 * The PDF the page serves is the band drawn again here, whose texts carry both goals' columns and
 * the race-day lines; saved, the band reopens with the same settings and the same rows.
 */
import { expect, test, type Page } from '@playwright/test';
import { formatDuration, parseDuration } from '../../src/lib/time-format.ts';
import { createUser, logIn } from './support/accounts.ts';
import { openSavedBand, saveBand } from './support/saved-bands.ts';
import { openSection, servedBand } from './support/served-band.ts';

const run = Date.now().toString(36);

const finish = (page: Page) => page.locator('.splits-table tr.row-finish td').last();
const splitAt = async (page: Page, km: number) =>
  parseDuration(
    (
      await page
        .locator('.splits-table tr.row-lap')
        .nth(km - 1)
        .locator('td')
        .nth(1)
        .innerText()
    ).trim(),
  ) ?? 0;

interface Plan {
  totalSeconds: number;
  conditions?: { percent: number; goalSeconds: number };
  alternate?: Plan;
  rows: Array<{ kind: string; elapsedSeconds: number }>;
}

test('race day on the build page: the heat slows the goal, a late fade, an A/B band printed side by side, saved and reopened', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const email = `race-day-${run}@example.com`;
  createUser(email, 'Warm Runner', 'member');
  await logIn(page, email);
  await page.goto('/en/build');
  await page.getByLabel('Goal time (h:mm:ss)').fill('3:29:00');
  await expect(finish(page)).toHaveText('3:29:00');

  // Weather: 24 °C with a dew point of 18 °C (75.2 + 64.4 = 139.6 °F: about +3 %).
  await openSection(page, 'Race day');
  await page.getByLabel('Plan for the weather').check();
  await page.getByLabel('Temperature (°C)').fill('24');
  await page.getByLabel('Dew point (°C)').fill('18');
  const effect = page.getByTestId('heat-effect');
  await expect(effect).toHaveText(/^Heat: \+3\.0% · 3:29:00 becomes 3:35:\d\d$/);
  const adjusted = (await effect.innerText()).split(' becomes ')[1]!;
  await expect(finish(page)).toHaveText(adjusted);
  // A dew point above the air's temperature is refused, in words, on the field.
  await page.getByLabel('Dew point (°C)').fill('26');
  await expect(page.locator('#race-dew-point-error')).toHaveText('The dew point cannot be above the temperature.');
  await page.getByLabel('Dew point (°C)').fill('18');
  await expect(finish(page)).toHaveText(adjusted);

  // A fade of 10 s/km after 32 km: the kilometres after it are slower than those before.
  await page.getByLabel('Plan a late fade').check();
  await page.getByLabel('Fade from (km)').fill('32');
  await page.getByLabel('Seconds slower per km').fill('10');
  await expect.poll(async () => (await splitAt(page, 35)) - (await splitAt(page, 20))).toBeGreaterThanOrEqual(9);
  await expect(finish(page)).toHaveText(adjusted);

  // A/B: a second goal appears; B is 3:35:00 before the heat.
  await page.getByLabel('A/B band: the first two goals side by side on one strip').check();
  await page.locator('#goal-1').fill('3:35:00');
  await expect(page.locator('.preview-status')).not.toHaveText('Updating…');
  await expect(finish(page)).toHaveText(adjusted);

  // The PDF: the served file is this plan drawn again here; its texts carry both goals and race day.
  const { settings, plans, texts } = await servedBand<Plan>(page);
  expect(settings.plan).toMatchObject({
    abBand: true,
    conditions: { temperature: 24, dewPoint: 18, scale: 'C' },
    fade: { after: 32, secondsPerUnit: 10 },
  });
  expect(plans).toHaveLength(1);
  const [a] = plans;
  const b = a!.alternate!;
  expect(formatDuration(a!.totalSeconds)).toBe(adjusted);
  expect(b.conditions?.goalSeconds).toBe(12_900);
  expect(texts).toContain(`A ${adjusted} · B ${formatDuration(b.totalSeconds)}`);
  expect(texts).toEqual(expect.arrayContaining(['Time A', 'Time B', 'Heat 24/18 °C: +3.0%', 'Fade +0:10/km after 32']));
  // Each row prints A's time, then B's.
  const printed = texts.join('\n');
  a!.rows
    .filter((r) => r.kind === 'lap')
    .forEach((row, i) =>
      expect(printed).toContain(
        `${formatDuration(row.elapsedSeconds)}\n${formatDuration(b.rows.filter((r) => r.kind === 'lap')[i]!.elapsedSeconds)}`,
      ),
    );

  // Saved, then reopened from "my pace bands": the same race day, the same rows.
  const rows = await page.locator('.splits-table tbody').innerText();
  await saveBand(page, `Warm day ${run}`);
  await openSavedBand(page, `Warm day ${run}`);
  await expect(finish(page)).toHaveText(adjusted);
  expect(await page.locator('.splits-table tbody').innerText()).toBe(rows);
  await openSection(page, 'Race day');
  await expect(page.getByLabel('Plan for the weather')).toBeChecked();
  await expect(page.getByLabel('Dew point (°C)')).toHaveValue('18');
  await expect(page.getByLabel('A/B band: the first two goals side by side on one strip')).toBeChecked();
  await expect(page.locator('#goal-1')).toHaveValue('3:35:00');
});
