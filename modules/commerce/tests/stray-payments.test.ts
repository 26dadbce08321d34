/**
 * Issue 28 "Shop", points 3, 4 and 7: a payment the order cannot take (the order was canceled, or
 * the event names another checkout, amount or currency) is never kept silently: it is refunded
 * through the payment service, written in the order's history with the refund's id, shown to the
 * team (dashboard tile, admin menu badge) and logged as a warning; a refund that fails is held for
 * the team. The buyer is mailed, in the order's language, when an order is canceled or refunded.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { addLogSink } from '../../../src/host/logger.server.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { siteMailer } from '../../accounts/index.ts';
import { changeOrderStatus, findOrderById } from '../data/order.repository.ts';
import { listPaymentAlerts, openAlertCount } from '../data/payment-alert.repository.ts';
import { seedShopSettings } from '../data/settings.repository.ts';
import { PaymentProviderError, type PaymentProvider } from '../payments/payment-provider.ts';
import { simulatedProvider } from '../payments/simulated-provider.ts';
import { staffChangeStatus } from '../services/admin-orders.ts';
import { mailStrayRefund } from '../services/notify.ts';
import { handlePaymentWebhook } from '../services/payment-webhook.ts';
import { placeBandOrder, placeDonation, type ShopRequest } from '../services/place-order.ts';
import { checkoutEvent, memberWithBand } from './shop-fixtures.ts';

// Mails land in a temporary outbox: set before any import reads the environment.
const outbox = await vi.hoisted(async () => {
  const { tempDir } = await import('../../../tests/support/temp-dir.ts');
  const dir = tempDir('commerce-outbox-');
  process.env.MAIL_OUTBOX_DIR = dir;
  return dir;
});
const orm = useTestDatabase();
const simulated = simulatedProvider({ checkoutUrl: (id, locale) => `/${locale}/checkout/${id}` });
const refunds: Array<{ paymentIntentId: string; amount: number | null }> = [];
let refundsFail = false;
const provider: PaymentProvider = {
  ...simulated,
  async refund(paymentIntentId, amount) {
    if (refundsFail) throw new PaymentProviderError('Stripe is down');
    refunds.push({ paymentIntentId, amount });
    return simulated.refund(paymentIntentId, amount);
  },
};
const logs: Array<{ level: number; msg: string; order?: string }> = [];
addLogSink((line) => logs.push(JSON.parse(line)));
const shop = (locale: 'en' | 'fr' = 'en'): ShopRequest => ({ em: orm().em.fork(), provider, locale, origin: 'http://shop.test' });

/** A member's order of two bands to Canada: 2 × 5.00 + 3.00 shipping = 13.00 CAD. */
async function bandOrder() {
  const { member, bandId } = await memberWithBand(orm().em.fork());
  const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 2 }, promoCode: '', comment: 'none' });
  if (!attempt.ok) throw new Error('order refused');
  return (await findOrderById(orm().em.fork(), attempt.order.id))!;
}

async function deliver(event: { body: string; signature: string }) {
  return handlePaymentWebhook(orm().em.fork(), provider, event.body, event.signature, undefined, (alert, order) =>
    mailStrayRefund(orm().em.fork(), alert, order, 'http://shop.test'),
  );
}

function mails(kind: string): Array<{ to: string; subject: string; text: string }> {
  return readdirSync(outbox)
    .filter((f) => f.endsWith('.json') && f.includes(`-${kind}-`))
    .map((f) => JSON.parse(readFileSync(path.join(outbox, f), 'utf8')));
}

describe('a payment on a canceled order (issue 28 point 3)', () => {
  it('is refunded through the payment service, written in the history, shown to the team and logged', async () => {
    await seedShopSettings(orm().em.fork());
    const order = await bandOrder();
    expect((await changeOrderStatus(orm().em.fork(), order.id, 'canceled', { kind: 'member', id: order.userId })).ok).toBe(true);
    const before = await openAlertCount(orm().em.fork());
    refunds.length = 0;
    const event = await checkoutEvent(simulated, 'pay', order);
    const result = await deliver(event);
    expect(result.kind).toBe('stray');
    const after = (await findOrderById(orm().em.fork(), order.id))!;
    expect(after.status).toBe('canceled');
    expect(after.paidAt).toBeNull();
    expect(refunds).toEqual([{ paymentIntentId: expect.stringMatching(/^pi_sim_/), amount: 1300 }]);
    expect(after.refundId).toMatch(/^re_sim_/);
    expect(after.events.at(-1)).toMatchObject({ from: 'canceled', to: 'canceled', actorKind: 'payment' });
    expect(after.events.at(-1)?.note).toContain(after.refundId);
    const [alert] = await listPaymentAlerts(orm().em.fork(), { orderId: order.id });
    expect(alert).toMatchObject({ reason: 'canceled', amount: 1300, currency: 'CAD', refundStatus: 'refunded', refundId: after.refundId });
    expect(await openAlertCount(orm().em.fork())).toBe(before + 1);
    expect(logs.some((l) => l.level === 40 && l.order === order.id)).toBe(true);
  });

  it('a refund that fails is held for the team with the alert', async () => {
    const order = await bandOrder();
    await changeOrderStatus(orm().em.fork(), order.id, 'canceled', { kind: 'staff', id: 'staff-1' });
    refundsFail = true;
    try {
      const event = await checkoutEvent(simulated, 'pay', order);
      expect((await deliver(event)).kind).toBe('stray');
    } finally {
      refundsFail = false;
    }
    const after = (await findOrderById(orm().em.fork(), order.id))!;
    expect(after.refundId).toBeNull();
    const [alert] = await listPaymentAlerts(orm().em.fork(), { orderId: order.id });
    expect(alert).toMatchObject({ reason: 'canceled', refundStatus: 'failed', refundId: null, resolvedAt: null });
    expect(logs.some((l) => l.level >= 50 && l.order === order.id)).toBe(true);
  });
});

describe('the webhook checks the order’s own checkout, amount and currency (issue 28 point 4)', () => {
  it('a signed event for 1 cent does not pay a 13.00 order; the stray cent is refunded', async () => {
    const order = await bandOrder();
    expect(order.total).toBe(1300);
    refunds.length = 0;
    const cent = await checkoutEvent(simulated, 'pay', order, { amount: 1 });
    expect((await deliver(cent)).kind).toBe('stray');
    expect((await findOrderById(orm().em.fork(), order.id))?.status).toBe('initial');
    expect(refunds).toEqual([{ paymentIntentId: expect.stringMatching(/^pi_sim_/), amount: 1 }]);
    const [alert] = await listPaymentAlerts(orm().em.fork(), { orderId: order.id });
    expect(alert).toMatchObject({ reason: 'mismatch', amount: 1, currency: 'CAD', refundStatus: 'refunded' });
  });

  it('another currency, or another checkout session, does not pay it either', async () => {
    const order = await bandOrder();
    const usd = await checkoutEvent(simulated, 'pay', order, { currency: 'USD' });
    expect((await deliver(usd)).kind).toBe('stray');
    const other = await checkoutEvent(simulated, 'pay', order, { sessionId: 'cs_sim_someone_else' });
    expect((await deliver(other)).kind).toBe('stray');
    expect((await findOrderById(orm().em.fork(), order.id))?.status).toBe('initial');
    expect((await listPaymentAlerts(orm().em.fork(), { orderId: order.id })).map((a) => a.reason)).toEqual(['mismatch', 'mismatch']);
    // The right payment still goes through.
    const right = await checkoutEvent(simulated, 'pay', order);
    expect((await deliver(right)).kind).toBe('changed');
    expect((await findOrderById(orm().em.fork(), order.id))?.status).toBe('charged');
  });

  it('an expiry of another checkout session does not cancel the order', async () => {
    const order = await bandOrder();
    const expired = await checkoutEvent(simulated, 'expire', order, { sessionId: 'cs_sim_an_old_one' });
    expect((await deliver(expired)).kind).toBe('ignored');
    expect((await findOrderById(orm().em.fork(), order.id))?.status).toBe('initial');
    const own = await checkoutEvent(simulated, 'expire', order);
    expect((await deliver(own)).kind).toBe('changed');
    expect((await findOrderById(orm().em.fork(), order.id))?.status).toBe('canceled');
  });
});

describe('mails when an order is canceled or refunded, in its language (issue 28 point 7)', () => {
  it('the team cancels a paid donation: refunded, and the donor is told in French', async () => {
    const attempt = await placeDonation(shop('fr'), { kind: 'guest' }, { tier: 'coffee', amount: null, email: 'zoe@example.com' });
    if (!attempt.ok) throw new Error('donation refused');
    const event = await checkoutEvent(simulated, 'pay', attempt.order);
    expect((await deliver(event)).kind).toBe('changed');
    const change = await staffChangeStatus(orm().em.fork(), provider, attempt.order.id, 'canceled', 'staff-1', 'http://shop.test');
    expect(change.ok).toBe(true);
    await siteMailer().idle();
    const [mail] = mails('order-canceled').filter((m) => m.to === 'zoe@example.com');
    expect(mail?.subject).toMatch(/annulé/);
    expect(mail?.text).toMatch(/rembours/);
  });

  it('a stray payment on a canceled donation is refunded and the donor is told in French', async () => {
    const attempt = await placeDonation(shop('fr'), { kind: 'guest' }, { tier: 'coffee', amount: null, email: 'leo@example.com' });
    if (!attempt.ok) throw new Error('donation refused');
    await changeOrderStatus(orm().em.fork(), attempt.order.id, 'canceled', { kind: 'member', id: null });
    const event = await checkoutEvent(simulated, 'pay', attempt.order);
    expect((await deliver(event)).kind).toBe('stray');
    await siteMailer().idle();
    const [mail] = mails('order-refunded').filter((m) => m.to === 'leo@example.com');
    expect(mail?.subject).toMatch(/rembours/i);
  });
});
