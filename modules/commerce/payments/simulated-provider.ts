import { createHash, randomBytes, randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { noticeFromStripeEvent } from './stripe-events.ts';
import { verifyStripeEvent } from './stripe-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';

export interface SimulatedProvider extends PaymentProvider {
  readonly name: 'simulated';
  /**
   * What Stripe would send when the buyer pays or the card is declined on the simulated page, or
   * when the checkout expires: a Stripe-shaped event and its `Stripe-Signature` header, signed with
   * the local secret. As on Stripe, one checkout has one payment intent: a declined card retried on
   * the same checkout pays with the same intent.
   */
  signedEvent(
    outcome: 'pay' | 'decline' | 'expire',
    session: { sessionId: string; orderId: string; amount: number; currency: string },
  ): Promise<{ body: string; signature: string }>;
}

/**
 * Offline payments (PAYMENTS=simulated): the checkout is a page of ours; its buttons produce
 * signed events that go through the same webhook code as Stripe's. No network, no card data.
 */
export function simulatedProvider(options: {
  webhookSecret?: string;
  checkoutUrl: (sessionId: string, locale: string) => string;
}): SimulatedProvider {
  const secret = options.webhookSecret ?? `whsec_sim_${randomBytes(24).toString('hex')}`;
  // The SDK's webhook helpers are local computations: the key is never sent anywhere.
  const stripe = new Stripe('sk_test_simulated_offline');
  // Nothing is kept in this process (two replicas share one database): a checkout is its order's
  // session id, its payment intent and refund are named after it, so every replica agrees.
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);
  const intentOf = (sessionId: string) => `pi_sim_${digest(sessionId)}`;
  return {
    name: 'simulated',
    async createCheckout(request) {
      const sessionId = `cs_sim_${randomBytes(16).toString('hex')}`;
      return { sessionId, url: options.checkoutUrl(sessionId, request.locale) };
    },
    async readEvent(rawBody, signature) {
      return noticeFromStripeEvent(await verifyStripeEvent(stripe, rawBody, signature, secret));
    },
    async refund(paymentIntentId) {
      // Asked again, on any replica, the same refund answers (as Stripe's idempotency key does).
      return { refundId: `re_sim_${digest(`refund:${paymentIntentId}`)}` };
    },
    async expireCheckout() {
      // The simulated checkout page and its buttons read the order by this session id: a cancelled
      // order, or one whose session was replaced by a new checkout, can no longer be paid there.
    },
    async signedEvent(outcome, session) {
      const intent = intentOf(session.sessionId);
      const created = Math.floor(Date.now() / 1000);
      const checkout = (type: string, paid: boolean) => ({
        type,
        object: {
          id: session.sessionId,
          object: 'checkout.session',
          client_reference_id: session.orderId,
          metadata: { orderId: session.orderId },
          amount_total: session.amount,
          currency: session.currency.toLowerCase(),
          payment_status: paid ? 'paid' : 'unpaid',
          status: paid ? 'complete' : 'expired',
          payment_intent: paid ? intent : null,
        },
      });
      const event =
        outcome === 'expire'
          ? checkout('checkout.session.expired', false)
          : outcome === 'pay'
            ? checkout('checkout.session.completed', true)
            : {
                type: 'payment_intent.payment_failed',
                object: {
                  id: intent,
                  object: 'payment_intent',
                  amount: session.amount,
                  currency: session.currency.toLowerCase(),
                  metadata: { orderId: session.orderId },
                  status: 'requires_payment_method',
                  last_payment_error: { code: 'card_declined' },
                },
              };
      const body = JSON.stringify({
        id: `evt_sim_${randomUUID().replaceAll('-', '')}`,
        object: 'event',
        api_version: null,
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: event.type,
        data: { object: event.object },
      });
      const signature = await stripe.webhooks.generateTestHeaderStringAsync({ payload: body, secret });
      return { body, signature };
    },
  };
}
