import type { EntityManager } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import type { PaymentAlertDto } from '../data/commerce.dto.ts';
import { noteOrderEvent, setRefundOfCanceled } from '../data/order.repository.ts';
import { setAlertRefund } from '../data/payment-alert.repository.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';

/**
 * Gives back a payment the shop did not keep (issue 28), through the payment service: the refund's
 * id goes on the alert and in the order's history (and on the order when it is canceled, so its
 * page says "Refunded"). A refund that fails is held for the team: the alert says so, the log has
 * an error, and the team can try again from the orders screen.
 */
export async function refundStrayPayment(em: EntityManager, provider: PaymentProvider, alert: PaymentAlertDto): Promise<PaymentAlertDto> {
  if (!alert.paymentIntentId || alert.refundStatus === 'refunded') return alert;
  const paid = alert.amount === null ? 'all' : `${alert.amount} ${alert.currency ?? ''}`.trim();
  try {
    const { refundId } = await provider.refund(alert.paymentIntentId, alert.amount);
    await em.transactional(async (tx) => {
      await setAlertRefund(tx, alert.id, 'refunded', refundId);
      await noteOrderEvent(tx, alert.orderId, {
        kind: 'payment',
        id: refundId,
        note: `refund ${refundId}: ${paid} of payment ${alert.paymentIntentId} (${alert.reason})`,
      });
      await setRefundOfCanceled(tx, alert.orderId, refundId);
    });
    logger.warn({ order: alert.orderId, alert: alert.id, refundId, reason: alert.reason }, 'payment not kept on its order: refunded');
    return { ...alert, refundStatus: 'refunded', refundId };
  } catch (error) {
    logger.error(
      { err: error, order: alert.orderId, alert: alert.id, paymentIntentId: alert.paymentIntentId, reason: alert.reason },
      'refund of a payment not kept failed: held for the team',
    );
    await em.transactional(async (tx) => {
      await setAlertRefund(tx, alert.id, 'failed', null);
      await noteOrderEvent(tx, alert.orderId, {
        kind: 'payment',
        id: alert.paymentIntentId,
        note: `refund of ${paid} (payment ${alert.paymentIntentId}, ${alert.reason}) failed: held for the team`,
      });
    });
    return { ...alert, refundStatus: 'failed' };
  }
}
