import { devices, expect, test, type Page } from '@playwright/test';

// Issue 29 point 9: a clean head, and banners that take their place before the first paint.
// The speed itself (Lighthouse's scores) is measured by `npm run bench -- lighthouse`.

const PAGES = ['/en', '/fr/construire', '/en/course/berlin'];

/** The head's tags that must appear once, and the preloads, as the server sent them and as the page has them now. */
function headFacts() {
  const head = document.head;
  return {
    charset: head.querySelectorAll('meta[charset]').length,
    viewport: head.querySelectorAll('meta[name="viewport"]').length,
    preloads: [...document.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('as') ?? ''),
  };
}

const VALID_AS = ['audio', 'document', 'embed', 'fetch', 'font', 'image', 'object', 'script', 'style', 'track', 'video', 'worker'];

test('every page has one charset, one viewport and no invalid preload, before and after its scripts run', async ({ page, request }) => {
  for (const path of PAGES) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<meta charSet=/gi) ?? [], path).toHaveLength(1);
    expect(head.match(/<meta name="viewport"/g) ?? [], path).toHaveLength(1);
    expect(html, path).not.toContain('as="stylesheet"');

    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const facts = await page.evaluate(headFacts);
    expect(facts.charset, path).toBe(1);
    expect(facts.viewport, path).toBe(1);
    for (const as of facts.preloads) expect(VALID_AS, `${path}: preload as="${as}"`).toContain(as);
  }
  // A client navigation (the RSC payload's hints) adds no invalid preload either.
  await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  const facts = await page.evaluate(headFacts);
  for (const as of facts.preloads) expect(VALID_AS, `after navigating: preload as="${as}"`).toContain(as);
});

/** The page's layout shifts (PerformanceObserver, buffered from the start), summed as CLS counts them. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback; two frames later every one has.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}

test.describe('on an Android phone at 390 px', () => {
  const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ userAgent, deviceScaleFactor, isMobile, hasTouch, viewport: { width: 390, height: 844 } });

  test('the app banner and the cookie banner are there from the first paint: nothing shifts (CLS < 0.05)', async ({ browser }) => {
    // A visitor who has not chosen about cookies either: both banners show.
    const context = await browser.newContext({
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      viewport: { width: 390, height: 844 },
      storageState: { cookies: [], origins: [] },
    });
    const page = await context.newPage();
    // A phone's slower processor: the page's scripts start well after the first paint, as on Android.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    for (const path of ['/en', '/en/build', '/en/course/berlin']) {
      await page.goto(path);
      const banner = page.getByRole('complementary', { name: 'Paceband app' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Get it on Google Play' })).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Download on the App Store' })).toBeHidden();
      await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
      // Until the page's scripts have run: the dismiss button answers.
      await page.waitForLoadState('networkidle');
      expect(await layoutShift(page), path).toBeLessThan(0.05);
    }
    // Dismissed: the next page has no banner, from its first paint on.
    await page.getByRole('complementary', { name: 'Paceband app' }).getByRole('button', { name: 'Dismiss' }).click();
    await page.goto('/en/faq');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.app-banner')).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-app-banner'))).toBe(false);
    await context.close();
  });
});
