import { Hono } from 'hono';
import { BadRequestError, NotFoundError } from '../../../src/lib/http-errors.ts';
import { WebhookSignatureError } from '../payments/payment-provider.ts';
import { paymentProvider } from '../payments/payments.server.ts';
import { deliverPaymentEvent, originOf } from './shop-routes.ts';
import { paymentsApi } from '../api-paths.ts';

/**
 * POST /api/payments/stripe/webhook: Stripe's deliveries. Mounted with `signedWebhook` (no
 * same-origin check): the raw body's signature is verified with the SDK before anything is read.
 * A replay answers 200 like the first delivery, so Stripe stops retrying.
 */
export function webhookRoutes() {
  return new Hono().post(paymentsApi.routes.stripeWebhook.pattern, async (c) => {
    const provider = paymentProvider();
    if (!provider) throw new NotFoundError();
    const body = await c.req.text();
    try {
      const result = await deliverPaymentEvent(provider, body, c.req.header('stripe-signature') ?? null, originOf(c));
      return c.json({ received: true, result: result.kind });
    } catch (error) {
      if (error instanceof WebhookSignatureError) throw new BadRequestError('Invalid signature');
      throw error;
    }
  });
}
