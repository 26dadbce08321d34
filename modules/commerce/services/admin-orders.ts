import type { EntityManager } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { changeOrderStatus, findOrderById, type StatusChange } from '../data/order.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PaymentAlertDto } from '../data/commerce.dto.ts';
import { findPaymentAlert } from '../data/payment-alert.repository.ts';
import { mailForChange, mailStrayRefund, sendOrderMail } from './notify.ts';
import { refundStrayPayment } from './stray-refund.ts';
import { expireCheckouts } from './checkout-close.ts';
import { canTransition, isPaidStatus, type OrderStatus } from './order-status.ts';

export type StaffChange = StatusChange | { ok: false; reason: 'refund'; order: null };

/**
 * The team moves an order on (printed, mailed) or cancels it. Cancelling a paid order refunds it
 * through the payment service first; if the refund fails nothing changes. Cancelling an unpaid one
 * expires its checkout. "Mailed" and "canceled"
 * tell the buyer (the cancel mail says what was refunded).
 */
export async function staffChangeStatus(
  em: EntityManager,
  provider: PaymentProvider | null,
  orderId: string,
  to: OrderStatus,
  staffId: string,
  origin: string,
): Promise<StaffChange> {
  const order = await findOrderById(em, orderId);
  if (!order) return { ok: false, reason: 'missing', order: null };
  if (!canTransition(order.status, to, 'staff')) return { ok: false, reason: 'refused', order };
  let refundId: string | null = null;
  if (to === 'canceled' && isPaidStatus(order.status) && order.total > 0) {
    if (!provider || !order.paymentIntentId) return { ok: false, reason: 'refund', order: null };
    try {
      refundId = (await provider.refund(order.paymentIntentId, order.total)).refundId;
    } catch (error) {
      logger.error({ err: error, order: order.id }, 'refund failed');
      return { ok: false, reason: 'refund', order: null };
    }
  }
  const change = await changeOrderStatus(
    em,
    orderId,
    to,
    { kind: 'staff', id: staffId, note: refundId ? `refund ${refundId}` : null },
    { refundId },
  );
  // An unpaid order's checkout is closed with it: the buyer's open tab can no longer pay (issue 28).
  if (change.ok && to === 'canceled' && !isPaidStatus(order.status)) await expireCheckouts(provider, [order.checkoutSessionId]);
  const mail = change.ok ? mailForChange(change) : null;
  if (change.ok && mail)
    await sendOrderMail(em, mail, change.order, origin).catch((error: unknown) => logger.error({ err: error }, 'mail failed'));
  return change;
}

/**
 * The team tries again a refund that failed (or never ran: the process stopped in between); once
 * it goes through, the buyer is told. Null for an unknown alert.
 */
export async function retryAlertRefund(
  em: EntityManager,
  provider: PaymentProvider | null,
  alertId: number,
  origin: string,
): Promise<PaymentAlertDto | null> {
  const alert = await findPaymentAlert(em, alertId);
  if (!alert || !provider || alert.resolvedAt || (alert.refundStatus !== 'failed' && alert.refundStatus !== 'pending')) return alert;
  const after = await refundStrayPayment(em, provider, alert);
  const order = await findOrderById(em, after.orderId);
  if (order) await mailStrayRefund(em, after, order, origin).catch((error: unknown) => logger.error({ err: error }, 'mail failed'));
  return after;
}
