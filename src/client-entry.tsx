/**
 * The browser's entry (Waku picks up `src/client-entry.tsx` in place of its managed one, which it
 * otherwise mirrors). Hydration runs inside a transition (issue 29 point 9): React then hydrates
 * in slices of a few milliseconds and lets the browser paint and take input between them, where
 * the managed entry hydrated the whole page in one task (up to a second on a throttled phone:
 * Lighthouse's Total Blocking Time). Clicks and key presses on a part not hydrated yet are
 * replayed by React once that part is.
 */
import { StrictMode, createElement, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';

declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

const rootElement = createElement(StrictMode, null, createElement(Router));

if (globalThis.__WAKU_HYDRATE__) {
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(rootElement);
}
