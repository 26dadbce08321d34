import type { Context, MiddlewareHandler } from 'hono';

/**
 * A fixed-window request limit per client, in memory (one container, so one memory). Enough to
 * keep one client from monopolising the CPU-heavy endpoints; not a defence against a botnet.
 */
export function rateLimit(options: { windowMs: number; max: number; key?: (c: Context) => string; now?: () => number }): MiddlewareHandler {
  const hits = new Map<string, { windowStart: number; count: number }>();
  const now = options.now ?? Date.now;
  const keyOf = options.key ?? clientKey;
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

/** The client's address: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
export function clientKey(c: Context): string {
  if (process.env.TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
