import type { MiddlewareHandler } from 'hono';
import { boundedLimit } from '../lib/bounded-limit.ts';
import { workerThreads } from './worker-pool.ts';

/**
 * Heavy requests (print files) admitted a few at a time per process: as many as the worker pool
 * has threads, plus one being checked while they render. The rest wait, costing nothing, before
 * any of their own work (rate limit, session, settings, plans, cost budget, stats) starts.
 *
 * Twenty print requests arriving together had each run those checks and a dozen database round
 * trips at once, then waited for the one worker thread anyway: the event loop always had a queue
 * of ready callbacks, and every other visitor waited behind it (a `/healthz` took 300–500 ms,
 * issue 14), while twenty finished PDFs could be in memory at once. The gate protects this
 * process's own event loop and memory, so it is rightly per process, not shared between replicas;
 * beyond 256 waiting, a request is refused with 503 and Retry-After.
 */
let gate: ReturnType<typeof boundedLimit> | undefined;

export const heavyRequest: MiddlewareHandler = async (_c, next) => {
  gate ??= boundedLimit(workerThreads() + 1, 256);
  await gate.run(() => next());
};
