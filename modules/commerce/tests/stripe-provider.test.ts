import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError } from '../payments/payment-provider.ts';
import { useFakeStripe } from './fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';
const ORDER = '4a1d8c53-0b8e-4b37-9a4c-7c6a1f1b2e3d';
const { fake, provider } = useFakeStripe(WEBHOOK_SECRET);

/** What Stripe would deliver: the event JSON and its signature header, made with the SDK's own helper. */
async function delivery(type: string, object: Record<string, unknown>, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify({
    id: `evt_${type.length}_${Date.now()}`,
    object: 'event',
    type,
    created: 1,
    livemode: false,
    data: { object },
  });
  const signature = await new Stripe('sk_test_x').webhooks.generateTestHeaderStringAsync({ payload: body, secret });
  return { body, signature };
}

describe('Stripe provider (the official SDK against a local fake of its endpoints)', () => {
  it('opens a Checkout session for the order total in minor units', async () => {
    const expiresAt = new Date(Date.now() + 31 * 60_000);
    const session = await provider().createCheckout({
      orderId: ORDER,
      description: 'Paceband PB-000042',
      amount: 1350,
      currency: 'CAD',
      email: null,
      locale: 'fr',
      successUrl: 'http://shop.test/fr/paiement/x/recu',
      cancelUrl: 'http://shop.test/fr/commande/42',
      expiresAt,
    });
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_test_/);
    const sent = fake().requests.at(-1)!;
    expect(sent.path).toBe('/v1/checkout/sessions');
    expect(sent.auth).toBe('Bearer sk_test_fake');
    expect(sent.idempotencyKey).toBe(`checkout-${ORDER}-${expiresAt.getTime()}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: ORDER,
      'metadata[orderId]': ORDER,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][unit_amount]': '1350',
      'line_items[0][price_data][currency]': 'cad',
      locale: 'fr-CA',
      expires_at: String(Math.floor(expiresAt.getTime() / 1000)),
    });
  });

  it('reports a failing Stripe as a provider error', async () => {
    fake().failNext(400, 'Invalid currency');
    const request = {
      orderId: ORDER,
      description: 'x',
      amount: 1,
      currency: 'CAD',
      email: null,
      locale: 'en',
      successUrl: 'http://a/',
      cancelUrl: 'http://a/',
      expiresAt: new Date(Date.now() + 3_600_000),
    };
    await expect(provider().createCheckout(request)).rejects.toBeInstanceOf(PaymentProviderError);
  });

  it('refunds a payment intent for the given amount', async () => {
    const refund = await provider().refund('pi_123', 1350);
    expect(refund.refundId).toMatch(/^re_test_/);
    expect(fake().requests.at(-1)).toMatchObject({
      path: '/v1/refunds',
      form: { payment_intent: 'pi_123', amount: '1350' },
      idempotencyKey: 'refund-pi_123',
    });
  });

  it('reads verified events: paid, still pending, failed, expired, unrelated', async () => {
    const session = { id: 'cs_1', object: 'checkout.session', client_reference_id: ORDER, payment_intent: 'pi_9' };
    const paid = await delivery('checkout.session.completed', { ...session, payment_status: 'paid' });
    expect(await provider().readEvent(paid.body, paid.signature)).toMatchObject({
      orderId: ORDER,
      outcome: 'charged',
      paymentIntentId: 'pi_9',
    });
    const pending = await delivery('checkout.session.completed', { ...session, payment_status: 'unpaid' });
    expect((await provider().readEvent(pending.body, pending.signature)).outcome).toBe('ignored');
    const failed = await delivery('checkout.session.async_payment_failed', session);
    expect((await provider().readEvent(failed.body, failed.signature)).outcome).toBe('declined');
    const expired = await delivery('checkout.session.expired', { ...session, payment_intent: null });
    expect((await provider().readEvent(expired.body, expired.signature)).outcome).toBe('expired');
    const intent = await delivery('payment_intent.payment_failed', { id: 'pi_9', object: 'payment_intent', metadata: { orderId: ORDER } });
    expect(await provider().readEvent(intent.body, intent.signature)).toMatchObject({ orderId: ORDER, outcome: 'declined' });
    const other = await delivery('customer.created', { id: 'cus_1', object: 'customer' });
    expect(await provider().readEvent(other.body, other.signature)).toMatchObject({ orderId: null, outcome: 'ignored' });
  });

  it('refuses events signed with another secret, unsigned or altered', async () => {
    const wrong = await delivery(
      'checkout.session.completed',
      { id: 'cs_1', client_reference_id: ORDER, payment_status: 'paid' },
      'whsec_other',
    );
    await expect(provider().readEvent(wrong.body, wrong.signature)).rejects.toBeInstanceOf(WebhookSignatureError);
    const good = await delivery('checkout.session.completed', { id: 'cs_1', client_reference_id: ORDER, payment_status: 'paid' });
    await expect(provider().readEvent(good.body, null)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(provider().readEvent(good.body.replace('paid', 'free'), good.signature)).rejects.toBeInstanceOf(WebhookSignatureError);
  });
});
