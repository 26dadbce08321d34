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
 * after such a worker). The worker comes from a Blob (the CSP's `worker-src 'self' blob:`): it
 * starts at once, where a same-origin file was fetched at the lowest priority and lost the race to
 * hydration in 2 of 5 loads. Main-thread time of a /en/build load in Chromium here, 5 loads each
 * (a CDP CPU profile of each load through Playwright, median): 849 ms without the worker (29–41 ms of it in the first
 * NumberFormat), 772 ms with it (1–2 ms); making the Blob costs 3–11 ms of that. The worker
 * formats one number, picks a plural and a date in the page's language, answers and is stopped.
 * Where workers or Blob URLs are refused, nothing happens: the page formats its numbers as before.
 */

/** What the worker runs: the page's language arrives as its one message. */
const WORKER_SOURCE =
  'onmessage=function(e){var l=e.data;try{' +
  'new Intl.NumberFormat(l,{maximumFractionDigits:1}).format(1.5);' +
  'new Intl.PluralRules(l).select(1);' +
  "new Intl.DateTimeFormat(l,{dateStyle:'medium',timeZone:'UTC'}).format(0)" +
  '}catch(x){}postMessage(0)}';

/** The inline script (placed in `<head>` after the pre-paint script) that starts the worker. */
export function intlWarmUpScript(): string {
  return (
    `(function(l){var u,w;try{u=URL.createObjectURL(new Blob([${JSON.stringify(WORKER_SOURCE)}],{type:'text/javascript'})),` +
    `w=new Worker(u);w.onmessage=function(){w.terminate();URL.revokeObjectURL(u)};w.postMessage(l)}` +
    `catch(e){if(u)URL.revokeObjectURL(u)}})` +
    `(document.documentElement.lang||'en')`
  );
}
