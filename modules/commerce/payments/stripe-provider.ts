import Stripe from 'stripe';
import { isLocale, type PerLocale } from '../../../src/i18n/locales.ts';
import { noticeFromStripeEvent } from './stripe-events.ts';
import { PaymentProviderError, WebhookSignatureError, type PaymentProvider } from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  webhookSecret: string;
  /** Tests point the SDK at a local fake of the few endpoints used; production leaves these unset. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe Checkout's language for each interface language (Stripe's own list: `fr-CA`, `pt-BR`, `es`…). */
const CHECKOUT_LOCALES: PerLocale<Stripe.Checkout.SessionCreateParams.Locale> = { en: 'en', fr: 'fr-CA', es: 'es', it: 'it' };

/** Verifies a webhook body with the SDK (HMAC over the raw body, timestamp tolerance 5 minutes). */
export async function verifyStripeEvent(stripe: Stripe, rawBody: string, signature: string | null, secret: string): Promise<Stripe.Event> {
  if (!signature) throw new WebhookSignatureError('missing signature');
  try {
    return await stripe.webhooks.constructEventAsync(rawBody, signature, secret);
  } catch (error) {
    throw new WebhookSignatureError(error instanceof Error ? error.message : 'bad signature');
  }
}

/** Stripe Checkout through the official SDK (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET). */
export function stripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    ...(options.host ? { host: options.host, port: options.port, protocol: options.protocol ?? 'https' } : {}),
  });
  return {
    name: 'stripe',
    async createCheckout(request) {
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: request.orderId,
            metadata: { orderId: request.orderId },
            payment_intent_data: { metadata: { orderId: request.orderId }, description: request.description },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: request.currency.toLowerCase(),
                  unit_amount: request.amount,
                  product_data: { name: request.description },
                },
              },
            ],
            ...(request.email ? { customer_email: request.email } : {}),
            locale: isLocale(request.locale) ? CHECKOUT_LOCALES[request.locale] : 'auto',
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          },
          // A retried order creation never opens two sessions for one order.
          { idempotencyKey: `checkout-${request.orderId}-${request.expiresAt.getTime()}` },
        );
        if (!session.url) throw new PaymentProviderError('Stripe returned a session without a URL');
        return { sessionId: session.id, url: session.url };
      } catch (error) {
        if (error instanceof PaymentProviderError) throw error;
        throw new PaymentProviderError(error instanceof Error ? error.message : 'Stripe checkout failed');
      }
    },
    async readEvent(rawBody, signature) {
      return noticeFromStripeEvent(await verifyStripeEvent(stripe, rawBody, signature, options.webhookSecret));
    },
    async refund(paymentIntentId, amount) {
      try {
        const refund = await stripe.refunds.create(
          { payment_intent: paymentIntentId, ...(amount === null ? {} : { amount }) },
          { idempotencyKey: `refund-${paymentIntentId}` },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw new PaymentProviderError(error instanceof Error ? error.message : 'Stripe refund failed');
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey: `expire-${sessionId}` });
      } catch (error) {
        // Stripe answers 400 for a session that is no longer open (completed or already expired): nothing to close.
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 400) return;
        throw new PaymentProviderError(error instanceof Error ? error.message : 'Stripe checkout expiry failed');
      }
    },
  };
}
