/**
 * Issue 28 "Shop", points 1 and 2: a promo code's limits hold in every order of events, and under
 * concurrency, against real PostgreSQL. max_uses, "once per member" and "new customers only" are
 * checked under the code's row lock (and the member's lock) when a use is reserved, and again when a
 * payment arrives whose reservation is gone.
 */
import { describe, expect, it, vi } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { findOrderById } from '../data/order.repository.ts';
import { seedShopSettings } from '../data/settings.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { simulatedProvider } from '../payments/simulated-provider.ts';
import { handlePaymentWebhook } from '../services/payment-webhook.ts';
import { placeBandOrder, type ShopRequest } from '../services/place-order.ts';
import { savePromo } from '../data/promo.repository.ts';
import { checkoutEvent, memberWithBand, PLAIN_PROMO, promo, type Member } from './shop-fixtures.ts';

// Mails land in a temporary outbox: set before any import reads the environment.
await vi.hoisted(async () => {
  const { tempDir } = await import('../../../tests/support/temp-dir.ts');
  process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
});
const orm = useTestDatabase();
const simulated = simulatedProvider({ checkoutUrl: (id, locale) => `/${locale}/checkout/${id}` });
const refunds: Array<{ paymentIntentId: string; amount: number | null }> = [];
/** The simulated service, with its refunds written down. */
const provider: PaymentProvider = {
  ...simulated,
  async refund(paymentIntentId, amount) {
    refunds.push({ paymentIntentId, amount });
    return simulated.refund(paymentIntentId, amount);
  },
};
const shop = (now?: Date): ShopRequest => ({
  em: orm().em.fork(),
  provider,
  locale: 'en',
  origin: 'http://shop.test',
  ...(now ? { now } : {}),
});

async function order(member: Member, bandId: string, code: string, now?: Date) {
  return placeBandOrder(shop(now), member, { quantities: { [bandId]: 1 }, promoCode: code, comment: 'none' });
}

async function send(orderId: string, outcome: 'pay' | 'decline') {
  const o = (await findOrderById(orm().em.fork(), orderId))!;
  const event = await checkoutEvent(simulated, outcome, o);
  return handlePaymentWebhook(orm().em.fork(), provider, event.body, event.signature);
}

async function paidWithCode(code: string): Promise<number> {
  const rows = await orm()
    .em.fork()
    .execute<Array<{ n: number }>>(
      `select count(*)::int as n from commerce_order where promo_code = ? and status in ('charged', 'printed', 'mailed')`,
      [code],
    );
  return rows[0]!.n;
}

async function redeemed(promoId: number): Promise<number> {
  const rows = await orm()
    .em.fork()
    .execute<Array<{ n: number }>>(
      `select count(*)::int as n from commerce_promo_redemption where promo_code_id = ? and status = 'redeemed'`,
      [promoId],
    );
  return rows[0]!.n;
}

describe('promo code limits in every sequence (issue 28 point 1)', () => {
  it('a declined card keeps the reservation: a 1-use code ends on one paid order when the card is retried', async () => {
    await seedShopSettings(orm().em.fork());
    const code = await promo(orm().em.fork(), { code: 'ONEUSE', maxUses: 1 });
    const a = await memberWithBand(orm().em.fork());
    const b = await memberWithBand(orm().em.fork());
    const first = await order(a.member, a.bandId, 'ONEUSE');
    if (!first.ok) throw new Error('first order refused');
    expect((await send(first.order.id, 'decline')).kind).toBe('changed');
    // The decline does not give the use back while the checkout can still be paid.
    const second = await order(b.member, b.bandId, 'ONEUSE');
    expect(second.ok ? null : second.errors.promoCode).toEqual(['This promo code has no uses left.']);
    // The card is retried on the same checkout and goes through.
    expect((await send(first.order.id, 'pay')).kind).toBe('changed');
    expect((await findOrderById(orm().em.fork(), first.order.id))?.status).toBe('charged');
    expect(await paidWithCode('ONEUSE')).toBe(1);
    expect(await redeemed(code.id)).toBe(1);
  });

  it('a payment whose reservation expired takes a use again under the lock; with none left it is refunded, not kept', async () => {
    const code = await promo(orm().em.fork(), { code: 'LATE1', maxUses: 1 });
    const a = await memberWithBand(orm().em.fork());
    const b = await memberWithBand(orm().em.fork());
    // A's checkout opened two hours ago: its reservation has lapsed.
    const late = await order(a.member, a.bandId, 'LATE1', new Date(Date.now() - 2 * 3_600_000));
    if (!late.ok) throw new Error('late order refused');
    const fresh = await order(b.member, b.bandId, 'LATE1');
    if (!fresh.ok) throw new Error('fresh order refused');
    expect((await send(fresh.order.id, 'pay')).kind).toBe('changed');
    // A's payment arrives now: the one use is B's.
    refunds.length = 0;
    const result = await send(late.order.id, 'pay');
    expect(result.kind).toBe('stray');
    const after = (await findOrderById(orm().em.fork(), late.order.id))!;
    expect(after.status).toBe('canceled');
    expect(after.refundId).toMatch(/^re_sim_/);
    expect(refunds).toEqual([{ paymentIntentId: after.paymentIntentId, amount: after.total }]);
    expect(await paidWithCode('LATE1')).toBe(1);
    expect(await redeemed(code.id)).toBe(1);
  });

  it('a payment whose reservation expired is kept when a use is still free', async () => {
    const code = await promo(orm().em.fork(), { code: 'LATE2', maxUses: 2 });
    const a = await memberWithBand(orm().em.fork());
    const late = await order(a.member, a.bandId, 'LATE2', new Date(Date.now() - 2 * 3_600_000));
    if (!late.ok) throw new Error('late order refused');
    expect((await send(late.order.id, 'pay')).kind).toBe('changed');
    expect((await findOrderById(orm().em.fork(), late.order.id))?.status).toBe('charged');
    expect(await redeemed(code.id)).toBe(1);
  });

  it('a canceled order gives its use back', async () => {
    const code = await promo(orm().em.fork(), { code: 'BACK1', maxUses: 1 });
    const a = await memberWithBand(orm().em.fork());
    const b = await memberWithBand(orm().em.fork());
    const first = await order(a.member, a.bandId, 'BACK1');
    if (!first.ok) throw new Error('first order refused');
    const { changeOrderStatus } = await import('../data/order.repository.ts');
    expect((await changeOrderStatus(orm().em.fork(), first.order.id, 'canceled', { kind: 'member', id: a.member.id })).ok).toBe(true);
    expect((await order(b.member, b.bandId, 'BACK1')).ok).toBe(true);
    expect(await redeemed(code.id)).toBe(0);
  });
});

describe('a code’s discount (SPEC 3, issue 32 point 4)', () => {
  it('is kept as written when the code is saved, and an order keeps the one it was placed with', async () => {
    await seedShopSettings(orm().em.fork());
    const ten = await promo(orm().em.fork(), { code: 'TENOFF', type: 'percentage', value: 10 });
    expect(ten.discount).toBe('10%');
    expect((await promo(orm().em.fork(), { code: 'FIVEOFF', type: 'fixed', value: 500 })).discount).toBe('5.00 CAD');
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const attempt = await placeBandOrder(shop(), member, { quantities: { [bandId]: 1 }, promoCode: 'tenoff', comment: 'none' });
    if (!attempt.ok) throw new Error(JSON.stringify(attempt.errors));
    // The team raises the code to 20 %: the code says so, the order placed before still says 10 %.
    const raised = await savePromo(orm().em.fork(), ten.id, { ...PLAIN_PROMO, code: 'TENOFF', type: 'percentage', value: 20 }, 'CAD');
    expect(raised?.discount).toBe('20%');
    expect((await findOrderById(orm().em.fork(), attempt.order.id))?.promoDiscount).toBe('10%');
  });
});

describe('member rules under concurrency (issue 28 point 2)', () => {
  for (const [code, terms] of [
    ['ONCEPM', { isApplyOnce: true }],
    ['NEWBIE', { isNewUserOnly: true }],
  ] as const) {
    it(`${code}: ten simultaneous orders by one member give one paid discount`, async () => {
      await promo(orm().em.fork(), { code, ...terms });
      const { member, bandId } = await memberWithBand(orm().em.fork());
      const attempts = await Promise.all(Array.from({ length: 10 }, () => order(member, bandId, code)));
      const placed = attempts.flatMap((a) => (a.ok ? [a.order] : []));
      expect(placed.filter((o) => o.promoCode === code)).toHaveLength(1);
      for (const o of placed) await send(o.id, 'pay');
      expect(await paidWithCode(code)).toBe(1);
    });
  }

  it('"new customers only" counts a first order still being paid', async () => {
    await promo(orm().em.fork(), { code: 'NEWTWO', isNewUserOnly: true });
    await promo(orm().em.fork(), { code: 'NEWTHREE', isNewUserOnly: true });
    const { member, bandId } = await memberWithBand(orm().em.fork());
    const [x, y] = await Promise.all([order(member, bandId, 'NEWTWO'), order(member, bandId, 'NEWTHREE')]);
    expect([x, y].filter((a) => a.ok)).toHaveLength(1);
    const refused = [x, y].find((a) => !a.ok);
    expect(refused && !refused.ok ? refused.errors.promoCode : null).toEqual(['This promo code is for a first order only.']);
  });
});
