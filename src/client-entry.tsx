/**
 * The browser's entry (Waku picks up `src/client-entry.tsx` in place of its managed one, which it
 * otherwise mirrors). Hydration runs inside a transition (issue 29 point 9): React then hydrates
 * in slices of a few milliseconds and lets the browser paint and take input between them, where
 * the managed entry hydrated the whole page in one task (up to a second on a throttled phone:
 * Lighthouse's Total Blocking Time). Clicks and key presses on a part not hydrated yet are
 * replayed by React once that part is. What the visitor typed, chose or picked before the scripts
 * arrived is handed to the page once it has hydrated (src/ui/early-input.ts).
 */
import { StrictMode, createElement, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Router } from 'waku/router/client';
import { replayEarlyInput } from './ui/early-input.ts';

declare global {
  var __WAKU_HYDRATE__: boolean | undefined;
}

let replayed = false;

/** Renders nothing; its effect runs once the page it sits beside has hydrated. */
function EarlyInputReplay() {
  useEffect(() => {
    // Once: StrictMode runs effects twice in development.
    if (replayed) return;
    replayed = true;
    replayEarlyInput(document);
  }, []);
  return null;
}

if (globalThis.__WAKU_HYDRATE__) {
  const rootElement = createElement(StrictMode, null, createElement(Router), createElement(EarlyInputReplay));
  startTransition(() => {
    hydrateRoot(document, rootElement);
  });
} else {
  createRoot(document).render(createElement(StrictMode, null, createElement(Router)));
}
