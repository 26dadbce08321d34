import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `link`: the page's scripts load after its first paint
 * (src/host/hydrate-after-paint.ts), and a link clicked before that is followed by the browser, a
 * page load. Tests of what a client-side navigation keeps (the page's state, its RSC request)
 * click only once this resolves.
 */
export async function routerHasLink(link: Locator): Promise<void> {
  await expect.poll(() => link.evaluate((a) => Object.keys(a).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
