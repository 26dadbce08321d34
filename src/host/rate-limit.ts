import type { Context, MiddlewareHandler } from 'hono';
import { clientAddress } from './request-checks.ts';

/**
 * A fixed-window request limit per client, in memory (one container, so one memory). Enough to
 * keep one client from monopolising the CPU-heavy endpoints; not a defence against a botnet.
 */
export function rateLimit(options: { windowMs: number; max: number; key?: (c: Context) => string; now?: () => number }): MiddlewareHandler {
  const hits = new Map<string, { windowStart: number; count: number }>();
  const now = options.now ?? Date.now;
  const keyOf = options.key ?? clientAddress;
  return async (c, next) => {
    const t = now();
    const key = keyOf(c);
    let entry = hits.get(key);
    if (!entry || t - entry.windowStart >= options.windowMs) {
      entry = { windowStart: t, count: 0 };
      hits.set(key, entry);
      if (hits.size > 10_000) for (const [k, v] of hits) if (t - v.windowStart >= options.windowMs) hits.delete(k);
    }
    entry.count += 1;
    if (entry.count > options.max) {
      const retry = Math.ceil((entry.windowStart + options.windowMs - t) / 1000);
      c.header('Retry-After', String(retry));
      return c.json({ message: 'Too many requests, try again in a moment.' }, 429);
    }
    return next();
  };
}
