/**
 * The build page on a 360 px phone (issue 14), in every language: nothing wider than the screen,
 * checkboxes beside their labels, and the band still in sight (the compact preview under the top
 * bar) after scrolling down the form and changing a setting there.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';

const PAGES = { en: '/en/build', fr: '/fr/construire', es: '/es/construir', it: '/it/costruisci' } as const;

test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const overflow = (page: Page) => page.evaluate(() => document.scrollingElement!.scrollWidth);

/** The image has arrived and been decoded (not only laid out as an empty box). */
const loaded = (image: Locator) => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

async function inViewport(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const viewport = page.viewportSize()!;
  return box.y >= 0 && box.y + box.height <= viewport.height && box.x >= 0 && box.x + box.width <= viewport.width && box.height > 20;
}

for (const [locale, path] of Object.entries(PAGES)) {
  test(`the build page fits a 360 px phone and keeps the band in sight while editing (${locale})`, async ({ page }, testInfo) => {
    await page.goto(path);
    const mini = page.getByTestId('mini-preview');
    const band = mini.locator('img');
    await expect(mini).toBeVisible();
    await expect.poll(() => loaded(band)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(360);

    // Every section open: each checkbox sits on the first line of its label, to its left.
    const sections = page.locator('details.form-section');
    for (let i = 0; i < (await sections.count()); i++) {
      const section = sections.nth(i);
      if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    }
    const boxes = page.locator('.builder-form input[type="checkbox"]');
    expect(await boxes.count()).toBeGreaterThan(3);
    for (const box of await boxes.all()) {
      const id = (await box.getAttribute('id'))!;
      const label = page.locator(`label[for="${id}"]`);
      const b = (await box.boundingBox())!;
      const l = (await label.boundingBox())!;
      const lineHeight = await label.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight) || 24);
      const centre = b.y + b.height / 2;
      expect(centre, `${id}: box beside the first line of its label`).toBeGreaterThanOrEqual(l.y);
      expect(centre, `${id}: box beside the first line of its label`).toBeLessThanOrEqual(l.y + lineHeight);
      expect(l.x, `${id}: label to the right of its box`).toBeGreaterThanOrEqual(b.x + b.width);
      expect(b.width, `${id}: a box, not a full-width bar`).toBeLessThan(40);
    }
    expect(await overflow(page)).toBeLessThanOrEqual(360);

    // Down the form to the style section, a new font: the band under the top bar shows it.
    const before = await band.getAttribute('src');
    const font = page.locator('#font');
    await font.scrollIntoViewIfNeeded();
    const current = await font.inputValue();
    const other = await font
      .locator('option')
      .evaluateAll((options, value) => options.map((o) => (o as HTMLOptionElement).value).find((v) => v !== value)!, current);
    await font.selectOption(other);
    await expect.poll(() => band.getAttribute('src')).not.toBe(before);
    await expect.poll(() => loaded(band)).toBe(true);
    expect(await inViewport(page, font)).toBe(true);
    expect(await inViewport(page, mini)).toBe(true);
    // The compact preview does not hide the field being edited.
    const m = (await mini.boundingBox())!;
    const f = (await font.boundingBox())!;
    expect(f.y >= m.y + m.height || f.y + f.height <= m.y).toBe(true);

    // The split table fits the screen: no sideways scrolling, of the page or of the table.
    const table = page.locator('.splits-table');
    await table.scrollIntoViewIfNeeded();
    const scroller = page.locator('.table-scroll');
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath(`build-${locale}.png`), fullPage: true });
  });
}
