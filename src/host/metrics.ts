import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import { collectDefaultMetrics, Registry } from 'prom-client';

/**
 * How often the event loop's delay is sampled (ms). The process's own timer fires this often and
 * the longest gap between two firings is recorded, so a stall reads as up to this much longer
 * than it was: small enough to tell a 40 ms stall from a 50 ms one, rare enough to cost nothing.
 */
const EVENT_LOOP_RESOLUTION_MS = 5;

/**
 * `GET /metrics`: the web process's own figures in Prometheus' text format, through prom-client
 * (ADR 0017): the event loop's delay since the previous scrape (`nodejs_eventloop_lag_*`, max and
 * percentiles, reset at each scrape), garbage-collection pauses (`nodejs_gc_duration_seconds`),
 * heap and resident memory, handles, CPU. Each replica answers for itself, so a scraper asks every
 * replica directly, not through the load balancer.
 *
 * Only with `Authorization: Bearer <token>`; without a token configured (METRICS_TOKEN unset) the
 * route does not exist (404), so a server is never left open by default. Sampling starts when the
 * route is made (at start), not at the first scrape. Node's sampler only notes the time at its
 * first tick after a scrape, so a stall that begins within EVENT_LOOP_RESOLUTION_MS of a scrape
 * is not seen by the next one: a measurement waits a few ticks after the scrape that opens it.
 */
export function metricsRoute(token: string | undefined): Hono {
  const app = new Hono();
  if (!token) return app;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: EVENT_LOOP_RESOLUTION_MS });
  const expected = digest(token);
  app.get('/metrics', async (c) => {
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return c.text('A bearer token is required.\n', 401, { 'WWW-Authenticate': 'Bearer realm="metrics"', 'Cache-Control': 'no-store' });
    }
    return c.body(await registry.metrics(), 200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
  });
  return app;
}

/** Same-length digests, so the comparison takes the same time whatever was sent. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
