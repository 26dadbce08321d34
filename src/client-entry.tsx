/**
 * The browser's entry (Waku picks up `src/client-entry.tsx` in place of its managed one, which it
 * otherwise mirrors). Hydration runs inside a transition (issue 29 point 9): React then hydrates
 * in slices of a few milliseconds and lets the browser paint and take input between them, where
 * the managed entry hydrated the whole page in one task (up to a second on a throttled phone:
 * Lighthouse's Total Blocking Time). Clicks and key presses on a part not hydrated yet are
 * replayed by React once that part is, when it can hydrate it at once; what the visitor typed,
 * chose, picked or pressed before the page had hydrated is noted by the head's script and handed
 * to the page once it has (src/ui/early-input.ts).
 */
import { StrictMode, createElement, startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';
import { replayEarlyInput, takeEarlyInput } from './ui/early-input.ts';

declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

/** Renders the page as it is; its effect runs once the page has hydrated. */
function AfterHydration({ children }: { children: ReactNode }) {
  useEffect(() => {
    // From here React's own listeners see the page's events. Once: StrictMode runs effects twice
    // in development, and the second finds the noting ended.
    replayEarlyInput(takeEarlyInput());
  }, []);
  return children;
}

if (globalThis.__WAKU_HYDRATE__) {
  const rootElement = createElement(StrictMode, null, createElement(AfterHydration, null, createElement(Router)));
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  takeEarlyInput();
  createRoot(document).render(createElement(StrictMode, null, createElement(Router)));
}
