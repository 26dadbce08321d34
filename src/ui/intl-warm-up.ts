/**
 * Number formatting's first use off the page's main thread (issue 29 point 9).
 *
 * The first `Intl.NumberFormat` a browser tab creates loads ICU's number data: 30–55 ms of the
 * main thread in Chromium on the bench machine (`new Intl.NumberFormat('en')` in a fresh page;
 * the second one costs 0.3 ms). Every page hydrates islands that format numbers (the build form's
 * distances and dials, the header's counts), so that load fell inside hydration's first slice: a
 * long task, four times longer on Lighthouse's phone. ICU's data is loaded once per renderer
 * process, for every thread of it: a worker that formats a number first takes the load onto its own
 * thread, and the page's own first format then costs what any other does (0.2–0.5 ms measured
 * after such a worker). The worker (public/intl-warm-up.js) formats one number, picks a plural and
 * a date in the page's language, answers and is stopped. It is a same-origin file, not a Blob:
 * making the Blob URL cost the main thread 5–30 ms inside the head's parse, before the first paint,
 * in fresh Chromium profiles here (the head's scripts took 15–36 ms in five Lighthouse traces with
 * the Blob, 16–23 ms in two with the file). The file was once dropped because
 * it lost the race to hydration in 2 of 5 loads, when the page's scripts were preloaded in the
 * head; they now load after the first paint (src/host/hydrate-after-paint.ts), well after this
 * small file. Where workers are refused, nothing happens: the page formats its numbers as before.
 */

/** The worker's file, served from public/. */
export const INTL_WARM_UP_WORKER = '/intl-warm-up.js';

/** The inline script (placed in `<head>` after the pre-paint script) that starts the worker. */
export function intlWarmUpScript(): string {
  return (
    `(function(l){try{var w=new Worker(${JSON.stringify(INTL_WARM_UP_WORKER)});` +
    `w.onmessage=function(){w.terminate()};w.postMessage(l)}catch(e){}})(document.documentElement.lang||'en')`
  );
}
