import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { findOrderById, findOrderBySession } from '../data/order.repository.ts';
import { seedShopSettings } from '../data/settings.repository.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts';
import { simulatedProvider } from '../payments/simulated-provider.ts';
import { staffChangeStatus } from '../services/admin-orders.ts';
import { evaluateBasket } from '../services/basket.ts';
import { handlePaymentWebhook } from '../services/payment-webhook.ts';
import { placeBandOrder, type ShopRequest } from '../services/place-order.ts';
import { retryCheckout } from '../services/retry-checkout.ts';
import { eraseMemberOrders } from '../services/checkout-close.ts';
import { useFakeStripe } from './fake-stripe.ts';
import { checkoutEvent, memberWithBand } from './shop-fixtures.ts';

process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
const orm = useTestDatabase();
const simulated = simulatedProvider({ checkoutUrl: (id, locale) => `/${locale}/checkout/${id}` });
const { fake, provider: stripe } = useFakeStripe('whsec_test_x');

const shop = (provider: PaymentProvider = simulated): ShopRequest => ({
  em: orm().em.fork(),
  provider,
  locale: 'en',
  origin: 'http://shop.test',
});

async function order(provider: PaymentProvider = simulated) {
  await seedShopSettings(orm().em.fork());
  const band = await memberWithBand(orm().em.fork());
  const attempt = await placeBandOrder(shop(provider), band.member, { quantities: { [band.bandId]: 1 }, promoCode: '', comment: 'none' });
  if (!attempt.ok) throw new Error(JSON.stringify(attempt.errors));
  return { ...band, order: (await findOrderById(orm().em.fork(), attempt.order.id))! };
}

/** The simulated checkout page's button: a signed event through the webhook code. */
async function answer(orderId: string, outcome: 'pay' | 'decline') {
  const o = (await findOrderById(orm().em.fork(), orderId))!;
  const event = await checkoutEvent(simulated, outcome, o);
  await handlePaymentWebhook(orm().em.fork(), simulated, event.body, event.signature);
  return (await findOrderById(orm().em.fork(), orderId))!;
}

describe('"Try again" after a declined card (issue 29)', () => {
  it('opens a new checkout for the same order, which then pays; the old checkout is gone', async () => {
    const { member, order: placed } = await order();
    expect((await answer(placed.id, 'decline')).status).toBe('declined');

    const other = await memberWithBand(orm().em.fork());
    expect(await retryCheckout(shop(), other.member, placed.id)).toBeNull();
    expect(await retryCheckout(shop(), { kind: 'guest' } as never, placed.id)).toBeNull();

    const retry = await retryCheckout(shop(), member, placed.id);
    expect(retry).toMatchObject({ ok: true });
    const again = (await findOrderById(orm().em.fork(), placed.id))!;
    expect(again.status).toBe('initial');
    expect(again.number).toBe(placed.number);
    expect(again.checkoutSessionId).not.toBe(placed.checkoutSessionId);
    expect(retry!.ok && retry!.redirect).toBe(`/en/checkout/${again.checkoutSessionId}`);
    // The simulated checkout of the old session no longer opens (its page is a 404).
    expect(await findOrderBySession(orm().em.fork(), placed.checkoutSessionId!)).toBeNull();

    expect((await answer(placed.id, 'pay')).status).toBe('charged');
    const paidAgain = await retryCheckout(shop(), member, placed.id);
    expect(paidAgain).toEqual({ ok: false, errors: { _: ['This order cannot be paid again: it is no longer waiting for a payment.'] } });
  });

  it('an order still awaiting payment is not given a second checkout', async () => {
    const { member, order: placed } = await order();
    expect(await retryCheckout(shop(), member, placed.id)).toMatchObject({ ok: false });
    expect((await findOrderById(orm().em.fork(), placed.id))!.checkoutSessionId).toBe(placed.checkoutSessionId);
  });

  it('with Stripe, the declined checkout is expired before the new one opens', async () => {
    const { member, order: placed } = await order(stripe());
    await orm().em.fork().execute(`update commerce_order set status = 'declined' where id = ?`, [placed.id]);
    const retry = await retryCheckout(shop(stripe()), member, placed.id);
    expect(retry).toMatchObject({ ok: true });
    const paths = fake().requests.map((r) => `${r.method} ${r.path}`);
    expect(paths.slice(-2)).toEqual([`POST /v1/checkout/sessions/${placed.checkoutSessionId}/expire`, 'POST /v1/checkout/sessions']);
  });
});

describe('cancelling an order closes its checkout (issue 28)', () => {
  it('a member deletes their account: the open order is cancelled and its Stripe session expired', async () => {
    const { member, order: placed } = await order(stripe());
    await eraseMemberOrders(orm().em.fork(), member.id, stripe());
    expect((await findOrderById(orm().em.fork(), placed.id))?.status).toBe('canceled');
    expect(fake().requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${placed.checkoutSessionId}/expire` });
  });

  it('the team cancels an unpaid order: its Stripe session is expired', async () => {
    const { order: placed } = await order(stripe());
    const change = await staffChangeStatus(orm().em.fork(), stripe(), placed.id, 'canceled', 'staff-1', 'http://shop.test');
    expect(change.ok).toBe(true);
    expect(fake().requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/checkout/sessions/${placed.checkoutSessionId}/expire` });
  });

  it('Stripe: a session already closed is no error; a refused call is', async () => {
    const { order: placed } = await order(stripe());
    await stripe().expireCheckout(placed.checkoutSessionId!);
    await expect(stripe().expireCheckout(placed.checkoutSessionId!)).resolves.toBeUndefined();
    fake().failNext(401, 'Invalid API Key provided');
    await expect(stripe().expireCheckout('cs_test_other')).rejects.toBeInstanceOf(PaymentProviderError);
  });
});

describe('the simulated payment service keeps nothing in one process (issue 29)', () => {
  it('two replicas answer the same refund for a payment', async () => {
    const replica = simulatedProvider({ checkoutUrl: (id) => id });
    const first = await simulated.refund('pi_sim_abc', 500);
    expect(await replica.refund('pi_sim_abc', 500)).toEqual(first);
    expect(await simulated.refund('pi_sim_abc', 500)).toEqual(first);
    expect((await replica.refund('pi_sim_other', 500)).refundId).not.toBe(first.refundId);
  });
});

describe('the basket checks the saved address against its country (issue 29)', () => {
  it('France with Texas, saved before the check, must be corrected before paying', async () => {
    await seedShopSettings(orm().em.fork());
    const { member, bandId } = await memberWithBand(orm().em.fork(), { country: 'FR' });
    await orm().em.fork().execute(`update shipping_address set state = 'TX' where user_id = ?`, [member.id]);
    const basket = await evaluateBasket(orm().em.fork(), member, 'fr', { quantities: { [bandId]: 1 }, promoCode: '', comment: 'x' });
    expect(basket.errors.address).toEqual([
      'Votre adresse de livraison est à corriger : son État ou sa province, ou son code postal, ne correspond pas à son pays.',
    ]);
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: '', comment: 'x' });
    expect(attempt.ok).toBe(false);
  });
});
