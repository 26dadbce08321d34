import { logger } from '../../../src/host/logger.server.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { deIdentifyOrders } from '../data/personal-data.repository.ts';

/**
 * Closes the provider's checkouts of orders that may no longer be paid there (cancelled, or given a
 * new checkout): Stripe's sessions are expired, so the buyer's open tab cannot pay. Best effort,
 * after the order's change is committed: a failure is logged, and a payment that still arrives on
 * such a checkout is refunded by the webhook (another session, or a cancelled order).
 */
export async function expireCheckouts(provider: PaymentProvider | null, sessionIds: ReadonlyArray<string | null>): Promise<void> {
  if (!provider) return;
  for (const sessionId of sessionIds) {
    if (!sessionId) continue;
    await provider.expireCheckout(sessionId).catch((error: unknown) => logger.warn({ err: error, sessionId }, 'checkout not expired'));
  }
}

/**
 * A deleted account's orders (personal data erasure): de-identified, its open checkouts cancelled,
 * and their sessions expired with the provider so a tab left open cannot pay.
 */
export async function eraseMemberOrders(em: EntityManager, userId: string, provider: PaymentProvider | null): Promise<void> {
  await expireCheckouts(provider, await deIdentifyOrders(em, userId));
}
