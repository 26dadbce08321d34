/**
 * What the build page serves as its printable PDF, checked against the band drawn again here:
 * the e2e specs that read a band's numbers (a PDF draws its text as outlines) use this.
 */
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { pageDrawings, placedGlyphs } from '../../support/pdf-drawing.ts';
import { ORIGIN } from './accounts.ts';

/** A section of the build form, opened. */
export async function openSection(page: Page, title: string) {
  const section = page.locator('details.form-section').filter({ has: page.locator('summary', { hasText: title }) });
  if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
}

export interface LinkSettings {
  band?: Record<string, unknown>;
  paper?: Record<string, unknown>;
  plan: Record<string, unknown>;
}

/** The settings a build page link carries (`s`: the settings JSON in base64url). */
function linkSettings(href: string): LinkSettings {
  const s = new URL(href, ORIGIN).searchParams.get('s') ?? '';
  return JSON.parse(Buffer.from(s.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8'));
}

const drawn = async (pdf: Uint8Array) => (await pageDrawings(pdf)).map(placedGlyphs);

/** The download link's name in the languages specs print in. */
const PDF_LINK = { en: 'PDF for printing', fr: 'PDF à imprimer' } as const;

/**
 * Downloads "PDF for printing" (in the page's language), plans its link's settings through the API (`plans`), draws those
 * plans again in a process of its own (band-reference.ts) and expects the served file to be that
 * drawing. Returns the settings, the plans and the texts of the first band as laid out.
 */
export async function servedBand<P>(
  page: Page,
  locale: keyof typeof PDF_LINK = 'en',
): Promise<{ settings: LinkSettings; plans: P[]; texts: string[] }> {
  const link = page.getByRole('link', { name: PDF_LINK[locale] });
  const href = (await link.getAttribute('href'))!;
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const served = await readFile((await download.path())!);
  const settings = linkSettings(href);
  const planned = await page.request.post('/api/bands/plan', { data: { settings, locale }, headers: { origin: ORIGIN } });
  expect(planned.status()).toBe(200);
  const { plans } = (await planned.json()) as { plans: P[] };
  const reference = JSON.parse(
    execFileSync('npx', ['tsx', 'tests/e2e/support/band-reference.ts'], {
      input: JSON.stringify({ plans, band: { ...settings.band, locale }, paper: settings.paper ?? {} }),
      env: { ...process.env, RENDER_THREADS: '0', LOG_LEVEL: 'silent' },
      maxBuffer: 64 * 1024 * 1024,
    }).toString('utf8'),
  ) as { pdf: string; texts: string[] };
  expect(await drawn(served)).toEqual(await drawn(Buffer.from(reference.pdf, 'base64')));
  return { settings, plans, texts: reference.texts };
}
