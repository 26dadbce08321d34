import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has hydrated `element` (its props are on the DOM node): the page's scripts
 * load after its first paint (src/host/hydrate-after-paint.ts). Before that, a link clicked is
 * followed by the browser (a page load, no client-side navigation) and a key pressed on an island
 * reaches no handler. Tests of what a client-side navigation keeps (the page's state, its RSC
 * request), and tests that press keys or move the pointer on an island right after `goto`, act
 * only once this resolves.
 */
export async function hydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps')))).toBe(true);
}
