import { createLimiter, type Limiter } from '../../../src/host/rate-limit.ts';
import { TooManyRequestsError } from '../../../src/lib/http-errors.ts';

/**
 * How long a checkout stays open, and with it the promo use an unpaid order holds: one moment for
 * both (issue 28). Stripe's shortest checkout is 30 minutes; one more covers the clocks' drift and
 * the request's time. A payment that still arrives later takes a use again under the code's lock.
 */
export const CHECKOUT_MINUTES = 31;

/** A member's orders awaiting payment at once (open checkouts of the last CHECKOUT_MINUTES). */
export const MAX_UNPAID_ORDERS = 3;

/**
 * Orders and donations created per window, counted in PostgreSQL like the host's other limits
 * (every replica shares the count). Attempts count, refused ones too: each one prices a basket and
 * may open a checkout and send a mail. A donation's receipt address is a key of its own, so nobody
 * can make the shop mail a stranger over and over.
 */
export const CREATION_LIMITS = {
  ordersPerAddress: { windowMs: 10 * 60_000, max: 20 },
  ordersPerMember: { windowMs: 10 * 60_000, max: 10 },
  donationsPerAddress: { windowMs: 10 * 60_000, max: 10 },
  donationsPerMember: { windowMs: 10 * 60_000, max: 10 },
  donationsPerEmail: { windowMs: 60 * 60_000, max: 3 },
} as const;

export type CreationLimit = keyof typeof CREATION_LIMITS;

/** One limiter per limit (each app builds its own; the counts live in the shared table). */
export function creationLimiters(): Record<CreationLimit, Limiter> {
  const out = {} as Record<CreationLimit, Limiter>;
  for (const name of Object.keys(CREATION_LIMITS) as CreationLimit[]) {
    out[name] = createLimiter({ name: `commerce-${name}`, ...CREATION_LIMITS[name] });
  }
  return out;
}

/** Counts one attempt against each limit with its key; over any of them, a 429 with Retry-After. */
export async function enforceLimits(checks: ReadonlyArray<[Limiter, string | null]>): Promise<void> {
  for (const [limiter, key] of checks) {
    if (!key) continue;
    const verdict = await limiter.hit(key);
    if (!verdict.allowed) throw new TooManyRequestsError(verdict.retryAfterSeconds);
  }
}
