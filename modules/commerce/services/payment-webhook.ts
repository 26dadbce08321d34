import type { EntityManager } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { changeInTransaction, type StatusChange } from '../data/order.repository.ts';
import { claimPaymentEvent, recordPaymentOutcome } from '../data/payment-event.repository.ts';
import type { PaymentNotice, PaymentProvider } from '../payments/payment-provider.ts';
import type { OrderStatus } from './order-status.ts';

export type WebhookResult =
  | { kind: 'duplicate'; eventId: string }
  | { kind: 'ignored'; eventId: string }
  | { kind: 'refused'; eventId: string; orderId: string }
  | { kind: 'changed'; eventId: string; change: Extract<StatusChange, { ok: true }> };

const TARGET: Record<Exclude<PaymentNotice['outcome'], 'ignored'>, OrderStatus> = {
  charged: 'charged',
  declined: 'declined',
  // An abandoned checkout: the order is closed and its promo reservation given back.
  expired: 'canceled',
};

/**
 * The one place an order becomes paid. The event's signature is checked by the provider (throws
 * WebhookSignatureError otherwise); its id is claimed in the same transaction as the status change,
 * so a replay finds it and changes nothing, and an event that arrives out of order (a decline after
 * the payment) is refused by the transition table.
 */
export async function handlePaymentWebhook(
  em: EntityManager,
  provider: PaymentProvider,
  rawBody: string,
  signature: string | null,
  onChange: (change: Extract<StatusChange, { ok: true }>) => Promise<void> = async () => {},
): Promise<WebhookResult> {
  const notice = await provider.readEvent(rawBody, signature);
  const result = await em.fork().transactional(async (tx): Promise<WebhookResult> => {
    if (!(await claimPaymentEvent(tx, notice.eventId, notice.type, notice.orderId))) return { kind: 'duplicate', eventId: notice.eventId };
    if (notice.outcome === 'ignored' || !notice.orderId) {
      await recordPaymentOutcome(tx, notice.eventId, 'ignored');
      return { kind: 'ignored', eventId: notice.eventId };
    }
    const actor = { kind: notice.outcome === 'expired' ? ('system' as const) : ('payment' as const), id: notice.eventId };
    const change = await changeInTransaction(tx, notice.orderId, TARGET[notice.outcome], actor, {
      paymentIntentId: notice.paymentIntentId,
    });
    await recordPaymentOutcome(tx, notice.eventId, change.ok ? `${change.from}->${change.order.status}` : change.reason);
    return change.ok
      ? { kind: 'changed', eventId: notice.eventId, change }
      : { kind: 'refused', eventId: notice.eventId, orderId: notice.orderId };
  });
  if (result.kind === 'changed') {
    // Mails go after the commit: a failing mail never undoes a payment.
    await onChange(result.change).catch((error: unknown) => logger.error({ err: error }, 'order notification failed'));
  }
  logger.info({ eventId: notice.eventId, type: notice.type, result: result.kind }, 'payment event');
  return result;
}
