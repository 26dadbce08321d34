import { boundedLimit } from '../lib/bounded-limit.ts';

/**
 * The event-loop part of a heavy request (a print file: session, settings, plans, cost budget,
 * stats), admitted a few at a time per process before its render is queued for a worker thread.
 *
 * Twenty print requests arriving together had each run their few milliseconds of checks and a
 * dozen database round trips at once: the event loop always had a queue of ready callbacks, and
 * every other visitor waited behind it (a `/healthz` took 300–500 ms, issue 14). Two at a time
 * keep that queue short; the rest wait without costing anything, and the worker pool, which does
 * the real work one band sheet at a time anyway, stays as busy as before. The gate protects this
 * process's own event loop, so it is rightly per process, not shared between replicas; beyond 256
 * waiting, a request is refused with 503 and Retry-After.
 */
const heavyRequests = boundedLimit(2, 256);

/** Runs the event-loop part of a heavy request when its turn comes. */
export function admitHeavyRequest<T>(work: () => Promise<T>): Promise<T> {
  return heavyRequests.run(work);
}
