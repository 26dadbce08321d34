import type { Context, MiddlewareHandler } from 'hono';
import type pg from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedPool, sharedPoolAvailable } from '../db/shared-pool.ts';
import { TooManyRequestsError } from '../lib/http-errors.ts';
import { clientAddress } from './request-checks.ts';

/**
 * Fixed-window request limits per client, counted in PostgreSQL (rate-limiter-flexible's
 * PostgreSQL store, table `rate_limit`), so every app replica shares one count: two processes
 * behind a load balancer give a client `max` requests in all, not `max` each. If the database
 * does not answer, each process falls back to its own in-memory count (the library's insurance
 * limiter) instead of letting everything through or refusing everyone.
 */
const RATE_LIMIT_TABLE = 'rate_limit';

export interface RateLimitOptions {
  /** Names the counter: limits with different names never share a count. */
  name: string;
  windowMs: number;
  max: number;
  key?: (c: Context) => string;
  /** The pool holding the counters; the app's DATABASE_URL by default. Null: in memory only. */
  pool?: () => pg.Pool | null;
}

/** The counters live on the process's shared pool (src/db/shared-pool.ts): one short query per limited request. */
function databasePool(): pg.Pool | null {
  return sharedPoolAvailable() ? sharedPool() : null;
}

export interface Limiter {
  /** Counts one request of `key` (or `cost` points); when over the limit, the seconds until the window ends. */
  hit(key: string, cost?: number): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /** The points `key` has used in the current window (0 for none), without counting any. */
  used(key: string): Promise<number>;
}

/** A limiter on the given pool (shared count) or, without one, in memory. */
export function createLimiter(options: Omit<RateLimitOptions, 'key'>): Limiter {
  let limiter: RateLimiterAbstract | undefined;
  const build = (): RateLimiterAbstract => {
    const common = { keyPrefix: options.name, points: options.max, duration: Math.max(1, Math.round(options.windowMs / 1000)) };
    const pool = (options.pool ?? databasePool)();
    if (!pool) return new RateLimiterMemory(common);
    return new RateLimiterPostgres({
      ...common,
      storeClient: pool,
      storeType: 'pool',
      tableName: RATE_LIMIT_TABLE,
      // Explicit, so a pool with another search path (better-auth's) finds the same table.
      schemaName: 'public',
      tableCreated: true,
      insuranceLimiter: new RateLimiterMemory(common),
    });
  };
  return {
    async hit(key, cost = 1) {
      limiter ??= build();
      try {
        await limiter.consume(key, cost);
        return { allowed: true };
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.ceil(rejection.msBeforeNext / 1000) };
        throw rejection;
      }
    },
    async used(key) {
      limiter ??= build();
      return (await limiter.get(key))?.consumedPoints ?? 0;
    },
  };
}

/** Hono middleware: over the limit, a 429 in the user's language with Retry-After (host error mapping). */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler {
  const limiter = createLimiter(options);
  const keyOf = options.key ?? ((c: Context) => clientAddress(c));
  return async (c, next) => {
    const verdict = await limiter.hit(keyOf(c));
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
    return next();
  };
}
