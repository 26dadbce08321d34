import type { EntityManager } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import type { OrderDto, PaymentAlertDto, PaymentAlertReason } from '../data/commerce.dto.ts';
import { changeInTransaction, findOrderById, lockOrder, noteOrderEvent, type StatusChange } from '../data/order.repository.ts';
import { createPaymentAlert } from '../data/payment-alert.repository.ts';
import { claimPaymentEvent, recordPaymentOutcome } from '../data/payment-event.repository.ts';
import { redeemPromoUse } from '../data/promo.repository.ts';
import type { PaymentNotice, PaymentProvider } from '../payments/payment-provider.ts';
import { isPaidStatus } from './order-status.ts';
import { refundStrayPayment } from './stray-refund.ts';

type Changed = Extract<StatusChange, { ok: true }>;

export type WebhookResult =
  | { kind: 'duplicate'; eventId: string }
  | { kind: 'ignored'; eventId: string }
  | { kind: 'refused'; eventId: string; orderId: string }
  | { kind: 'changed'; eventId: string; change: Changed }
  /** Money the order could not take: refunded (or held for the team), alert and history written. */
  | { kind: 'stray'; eventId: string; alert: PaymentAlertDto; change: Changed | null };

/** What of the event does not match the order's own checkout: its session, amount and currency. */
function checkoutMismatch(order: OrderDto, notice: PaymentNotice): string | null {
  const wrong: string[] = [];
  if (!notice.sessionId || notice.sessionId !== order.checkoutSessionId)
    wrong.push(`session ${notice.sessionId ?? '?'} ≠ ${order.checkoutSessionId ?? '?'}`);
  if (notice.amount !== order.total || notice.currency !== order.currency)
    wrong.push(`amount ${notice.amount ?? '?'} ${notice.currency ?? '?'} ≠ ${order.total} ${order.currency}`);
  return wrong.length ? wrong.join('; ') : null;
}

/**
 * A payment event the order cannot take: recorded as an alert for the team (with the refund still
 * to make when money was taken), written in the order's history, logged as a warning.
 */
async function strayPayment(
  tx: EntityManager,
  notice: PaymentNotice,
  order: OrderDto,
  reason: PaymentAlertReason,
  detail: string | null,
  change: Changed | null,
): Promise<WebhookResult> {
  const moneyTaken = Boolean(notice.paymentIntentId) && (notice.amount === null || notice.amount > 0);
  const alert = await createPaymentAlert(tx, {
    orderId: order.id,
    reason,
    detail,
    eventId: notice.eventId,
    paymentIntentId: notice.paymentIntentId,
    amount: notice.amount,
    currency: notice.currency,
    refundStatus: moneyTaken ? 'pending' : 'none',
  });
  await recordPaymentOutcome(tx, notice.eventId, `stray:${reason}`);
  const paid = notice.amount === null ? '' : ` of ${notice.amount} ${notice.currency ?? ''}`;
  await noteOrderEvent(tx, order.id, {
    kind: 'payment',
    id: notice.eventId,
    note: `payment ${notice.paymentIntentId ?? '(none)'}${paid} not kept: ${reason}${detail ? ` (${detail})` : ''}`,
  });
  logger.warn(
    { order: order.id, eventId: notice.eventId, reason, detail, amount: notice.amount, currency: notice.currency, alert: alert.id },
    'payment not kept on its order: refunding it, the team is alerted',
  );
  return { kind: 'stray', eventId: notice.eventId, alert, change };
}

/** A payment for an order that may take it (awaiting payment, or declined before): its promo use, then paid. */
async function takePayment(tx: EntityManager, notice: PaymentNotice, order: OrderDto): Promise<WebhookResult> {
  const refusal = await redeemPromoUse(tx, order.id);
  if (refusal) {
    // The code's last use went while this checkout's reservation had lapsed: max_uses holds, the money goes back.
    const change = await changeInTransaction(
      tx,
      order.id,
      'canceled',
      { kind: 'system', id: notice.eventId, note: `promo code ${order.promoCode ?? ''}: ${refusal}` },
      { paymentIntentId: notice.paymentIntentId },
    );
    return strayPayment(tx, notice, order, 'promo', refusal, change.ok ? change : null);
  }
  const change = await changeInTransaction(
    tx,
    order.id,
    'charged',
    { kind: 'payment', id: notice.eventId },
    { paymentIntentId: notice.paymentIntentId },
  );
  await recordPaymentOutcome(tx, notice.eventId, change.ok ? `${change.from}->${change.order.status}` : change.reason);
  return change.ok ? { kind: 'changed', eventId: notice.eventId, change } : { kind: 'refused', eventId: notice.eventId, orderId: order.id };
}

/** Decides what an event does to its order, under the order's row lock, in the event's claim transaction. */
async function decide(tx: EntityManager, notice: PaymentNotice): Promise<WebhookResult> {
  if (!(await claimPaymentEvent(tx, notice.eventId, notice.type, notice.orderId))) return { kind: 'duplicate', eventId: notice.eventId };
  const order = notice.outcome === 'ignored' || !notice.orderId ? null : await lockOrder(tx, notice.orderId);
  if (!order) {
    await recordPaymentOutcome(tx, notice.eventId, notice.orderId && notice.outcome !== 'ignored' ? 'missing' : 'ignored');
    return notice.orderId && notice.outcome !== 'ignored'
      ? { kind: 'refused', eventId: notice.eventId, orderId: notice.orderId }
      : { kind: 'ignored', eventId: notice.eventId };
  }
  if (notice.outcome === 'charged') {
    const mismatch = checkoutMismatch(order, notice);
    if (mismatch) return strayPayment(tx, notice, order, 'mismatch', mismatch, null);
    if (order.status === 'canceled') return strayPayment(tx, notice, order, 'canceled', null, null);
    if (isPaidStatus(order.status)) {
      // The same payment told twice (completed, then async succeeded) is no news; another payment is.
      if (notice.paymentIntentId && order.paymentIntentId && notice.paymentIntentId !== order.paymentIntentId)
        return strayPayment(tx, notice, order, 'twice', `already paid by ${order.paymentIntentId}`, null);
      await recordPaymentOutcome(tx, notice.eventId, 'refused');
      return { kind: 'refused', eventId: notice.eventId, orderId: order.id };
    }
    return takePayment(tx, notice, order);
  }
  // A decline or an expiry of another checkout (an older session of the order) is not this checkout's.
  if (notice.sessionId && notice.sessionId !== order.checkoutSessionId) {
    await recordPaymentOutcome(tx, notice.eventId, 'other-session');
    return { kind: 'ignored', eventId: notice.eventId };
  }
  const to = notice.outcome === 'declined' ? 'declined' : 'canceled';
  // An abandoned checkout: the order is closed and its promo reservation given back.
  const actor =
    notice.outcome === 'expired' ? ({ kind: 'system', id: notice.eventId } as const) : ({ kind: 'payment', id: notice.eventId } as const);
  const change = await changeInTransaction(tx, order.id, to, actor, { paymentIntentId: notice.paymentIntentId });
  await recordPaymentOutcome(tx, notice.eventId, change.ok ? `${change.from}->${change.order.status}` : change.reason);
  return change.ok ? { kind: 'changed', eventId: notice.eventId, change } : { kind: 'refused', eventId: notice.eventId, orderId: order.id };
}

/**
 * The one place an order becomes paid. The event's signature is checked by the provider (throws
 * WebhookSignatureError otherwise); its id is claimed in the same transaction as the status change,
 * so a replay finds it and changes nothing, and an event that arrives out of order (a decline after
 * the payment) is refused by the transition table. A payment is kept only when it is the order's
 * own checkout, amount and currency, for an order that may still be paid and whose promo code still
 * has its use; any other payment is refunded after the commit (issue 28), and `onStray` hears of it
 * unless a status change (`onChange`) already tells the buyer.
 */
export async function handlePaymentWebhook(
  em: EntityManager,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | null,
  onChange: (change: Changed) => Promise<void> = async () => {},
  onStray: (alert: PaymentAlertDto, order: OrderDto) => Promise<void> = async () => {},
): Promise<WebhookResult> {
  const notice = await provider.readEvent(rawBody, signature);
  let result = await em.fork().transactional((tx) => decide(tx, notice));
  if (result.kind === 'stray' && result.alert.refundStatus === 'pending') {
    // The provider is called after the commit: no row lock is held while it answers.
    const alert = await refundStrayPayment(em.fork(), provider, result.alert);
    result = { ...result, alert };
  }
  // Mails go after the commit (and the refund, which they mention): a failing mail never undoes a payment.
  const notify = async () => {
    if (result.kind === 'changed' || (result.kind === 'stray' && result.change)) {
      const change = result.change!;
      const order = (await findOrderById(em.fork(), change.order.id)) ?? change.order;
      await onChange({ ...change, order });
    } else if (result.kind === 'stray') {
      const order = await findOrderById(em.fork(), result.alert.orderId);
      if (order) await onStray(result.alert, order);
    }
  };
  await notify().catch((error: unknown) => logger.error({ err: error }, 'order notification failed'));
  logger.info({ eventId: notice.eventId, type: notice.type, result: result.kind }, 'payment event');
  return result;
}
