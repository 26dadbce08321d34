import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { findOrderById, orderCounts } from '../data/order.repository.ts';
import { seedShopSettings } from '../data/settings.repository.ts';
import { simulatedProvider } from '../payments/simulated-provider.ts';
import { WebhookSignatureError } from '../payments/payment-provider.ts';
import { handlePaymentWebhook } from '../services/payment-webhook.ts';
import { placeBandOrder, type ShopRequest } from '../services/place-order.ts';
import { checkoutEvent, memberWithBand, promo } from './shop-fixtures.ts';

process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
const orm = useTestDatabase();
const provider = simulatedProvider({ checkoutUrl: (id, locale) => `/${locale}/checkout/${id}` });
const shop = (): ShopRequest => ({ em: orm().em.fork(), provider, locale: 'en', origin: 'http://shop.test' });

async function pay(orderId: string, outcome: 'pay' | 'decline' | 'expire') {
  const order = (await findOrderById(orm().em.fork(), orderId))!;
  const event = await checkoutEvent(provider, outcome, order);
  return { event, result: await handlePaymentWebhook(orm().em.fork(), provider, event.body, event.signature) };
}

async function reservations(code: number) {
  const rows = await orm()
    .em.fork()
    .execute<Array<{ status: string; n: string }>>(
      `select status, count(*) n from commerce_promo_redemption where promo_code_id = ? group by status`,
      [code],
    );
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

describe('checkout against PostgreSQL', () => {
  it('prices an order on the server and opens the simulated checkout', async () => {
    await seedShopSettings(orm().em.fork());
    const { member, bandId } = await memberWithBand(orm().em.fork(), { country: 'US' });
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 2 }, promoCode: '', comment: 'none' });
    expect(attempt.ok).toBe(true);
    if (!attempt.ok) return;
    expect(attempt.redirect).toMatch(/^\/en\/checkout\/cs_sim_/);
    expect(attempt.order).toMatchObject({
      status: 'initial',
      quantity: 2,
      subtotal: 1000,
      shipping: 500,
      discount: 0,
      total: 1500,
      currency: 'CAD',
    });
    const stored = await findOrderById(orm().em.fork(), attempt.order.id);
    expect(stored?.lines).toMatchObject([{ savedBandId: bandId, title: 'Berlin 3:30', quantity: 2 }]);
    expect(stored?.shippingAddress?.country).toBe('US');
  });

  it('refuses without an address (SPEC 8), without a band, and without the comment', async () => {
    const { member, bandId } = await memberWithBand(orm().em.fork(), { country: null });
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 0 }, promoCode: 'NOPE', comment: '' });
    expect(attempt.ok).toBe(false);
    if (attempt.ok) return;
    expect(attempt.errors.address).toEqual([
      'To order a pace band and have it delivered to your address, please first provide your shipping address.',
    ]);
    expect(attempt.errors.lines).toEqual(['Choose at least one band.']);
    expect(attempt.errors.comment).toBeDefined();
    expect(attempt.errors.promoCode).toEqual(['Promo Code not found or expired']);
  });

  it('max_uses holds under 50 simultaneous checkouts: exactly 10 redemptions, and an expired checkout gives its use back', async () => {
    const code = await promo(orm().em.fork(), { code: 'RACE50', maxUses: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => memberWithBand(orm().em.fork())));
    const attempts = await Promise.all(
      members.map(({ member, bandId }) =>
        placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: 'race50', comment: 'none' }),
      ),
    );
    const won = attempts.filter((a) => a.ok);
    expect(won).toHaveLength(10);
    for (const lost of attempts.filter((a) => !a.ok))
      expect(lost.ok ? null : lost.errors.promoCode).toEqual(['This promo code has no uses left.']);
    expect(await reservations(code.id)).toEqual({ reserved: 10 });

    // Seven pay; three are declined, which keeps their uses while the checkout may still be paid
    // (a card retried), until the checkouts expire: then the three uses come back for others.
    const paid = won.slice(0, 7).map((a) => (a.ok ? a.order.id : ''));
    const declined = won.slice(7).map((a) => (a.ok ? a.order.id : ''));
    for (const id of paid) expect((await pay(id, 'pay')).result.kind).toBe('changed');
    for (const id of declined) expect((await pay(id, 'decline')).result.kind).toBe('changed');
    expect(await reservations(code.id)).toEqual({ redeemed: 7, reserved: 3 });
    for (const id of declined) expect((await pay(id, 'expire')).result.kind).toBe('changed');
    expect(await reservations(code.id)).toEqual({ redeemed: 7, released: 3 });

    const late = await Promise.all(
      members
        .slice(10, 20)
        .map(({ member, bandId }) => placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: 'RACE50', comment: 'none' })),
    );
    expect(late.filter((a) => a.ok)).toHaveLength(3);
  });

  it('the webhook is the only way to paid, and a replayed or late event changes nothing', async () => {
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: '', comment: 'none' });
    if (!attempt.ok) throw new Error('order refused');
    const { event, result } = await pay(attempt.order.id, 'pay');
    expect(result.kind).toBe('changed');
    let order = await findOrderById(orm().em.fork(), attempt.order.id);
    expect(order?.status).toBe('charged');
    expect(order?.paidAt).not.toBeNull();
    expect(order?.events.map((e) => [e.from, e.to, e.actorKind])).toEqual([
      [null, 'initial', 'member'],
      ['initial', 'charged', 'payment'],
    ]);

    // The same delivery again: nothing changes, nothing is recorded twice.
    expect((await handlePaymentWebhook(orm().em.fork(), provider, event.body, event.signature)).kind).toBe('duplicate');
    // A decline arriving after the payment (out of order): refused by the transition table.
    expect((await pay(attempt.order.id, 'decline')).result.kind).toBe('refused');
    order = await findOrderById(orm().em.fork(), attempt.order.id);
    expect(order?.status).toBe('charged');
    expect(order?.events).toHaveLength(2);
  });

  it('ten deliveries of one event at once change the order once', async () => {
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: '', comment: 'none' });
    if (!attempt.ok) throw new Error('order refused');
    const order = (await findOrderById(orm().em.fork(), attempt.order.id))!;
    const event = await checkoutEvent(provider, 'pay', order);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => handlePaymentWebhook(orm().em.fork(), provider, event.body, event.signature)),
    );
    expect(results.filter((r) => r.kind === 'changed')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'duplicate')).toHaveLength(9);
    expect((await findOrderById(orm().em.fork(), order.id))?.events).toHaveLength(2);
  });

  it('a forged or tampered event is refused before anything is read', async () => {
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: '', comment: 'none' });
    if (!attempt.ok) throw new Error('order refused');
    const event = await provider.signedEvent('pay', { sessionId: 'cs_x', orderId: attempt.order.id, amount: 1, currency: 'CAD' });
    const tampered = event.body.replace('"amount_total":1', '"amount_total":2');
    await expect(handlePaymentWebhook(orm().em.fork(), provider, tampered, event.signature)).rejects.toBeInstanceOf(WebhookSignatureError);
    await expect(handlePaymentWebhook(orm().em.fork(), provider, event.body, null)).rejects.toBeInstanceOf(WebhookSignatureError);
    const other = simulatedProvider({ checkoutUrl: () => '' });
    const foreign = await other.signedEvent('pay', { sessionId: 'cs_x', orderId: attempt.order.id, amount: 1, currency: 'CAD' });
    await expect(handlePaymentWebhook(orm().em.fork(), provider, foreign.body, foreign.signature)).rejects.toBeInstanceOf(
      WebhookSignatureError,
    );
    expect((await findOrderById(orm().em.fork(), attempt.order.id))?.status).toBe('initial');
  });

  it('the dashboard counts a newly paid order as one more to print, today', async () => {
    const since = new Date(Date.now() - 86_400_000);
    const today = new Date().toISOString().slice(0, 10);
    const before = await orderCounts(orm().em.fork(), since);
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: '', comment: 'none' });
    if (!attempt.ok) throw new Error('order refused');
    expect((await orderCounts(orm().em.fork(), since)).awaiting).toBe(before.awaiting + 1);
    await pay(attempt.order.id, 'pay');
    const after = await orderCounts(orm().em.fork(), since);
    expect(after.toPrint).toBe(before.toPrint + 1);
    expect(after.awaiting).toBe(before.awaiting);
    expect(after.paidPerDay.get(today)).toBe((before.paidPerDay.get(today) ?? 0) + 1);
  });
});
