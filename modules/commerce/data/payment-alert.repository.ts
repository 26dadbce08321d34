import type { EntityManager } from '@mikro-orm/postgresql';
import { PaymentAlert, type RefundStatus } from '../entities/payment-alert.entity.ts';
import type { PaymentAlertDto } from './commerce.dto.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

function toDto(a: PaymentAlert): PaymentAlertDto {
  return dtoFields(a, [
    'id',
    'orderId',
    'reason',
    'detail',
    'eventId',
    'paymentIntentId',
    'amount',
    'currency',
    'refundStatus',
    'refundId',
    'createdAt',
    'resolvedAt',
    'resolvedBy',
  ]);
}

export type NewPaymentAlert = Pick<
  PaymentAlertDto,
  'orderId' | 'reason' | 'detail' | 'eventId' | 'paymentIntentId' | 'amount' | 'currency' | 'refundStatus'
>;

/** Written in the webhook's transaction, with the event's claim: a replay finds the claim, never a second alert. */
export async function createPaymentAlert(tx: EntityManager, input: NewPaymentAlert): Promise<PaymentAlertDto> {
  const alert = tx.create(PaymentAlert, { ...input, detail: input.detail?.slice(0, 255) ?? null } as never);
  await tx.flush();
  return toDto(alert);
}

export async function findPaymentAlert(em: EntityManager, id: number): Promise<PaymentAlertDto | null> {
  if (!Number.isSafeInteger(id)) return null;
  const row = await em.findOne(PaymentAlert, { id });
  return row ? toDto(row) : null;
}

export async function setAlertRefund(em: EntityManager, id: number, refundStatus: RefundStatus, refundId: string | null): Promise<void> {
  await em.nativeUpdate(PaymentAlert, { id }, { refundStatus, ...(refundId ? { refundId } : {}) });
}

/** The team's list: open alerts first (newest first), or one order's alerts in the order they came. */
export async function listPaymentAlerts(
  em: EntityManager,
  filter: { orderId?: string; open?: boolean } = {},
  limit = 200,
): Promise<PaymentAlertDto[]> {
  const rows = await em.find(
    PaymentAlert,
    { ...(filter.orderId ? { orderId: filter.orderId } : {}), ...(filter.open ? { resolvedAt: null } : {}) },
    { orderBy: filter.orderId ? { id: 'asc' } : { id: 'desc' }, limit },
  );
  return rows.map(toDto);
}

/** Alerts nobody has marked handled yet, and how many of them still wait for their money to go back. */
export async function openAlertCount(em: EntityManager): Promise<number> {
  return em.count(PaymentAlert, { resolvedAt: null });
}

export async function failedRefundCount(em: EntityManager): Promise<number> {
  return em.count(PaymentAlert, { resolvedAt: null, refundStatus: { $in: ['failed', 'pending'] } });
}

export async function resolvePaymentAlert(em: EntityManager, id: number, staffId: string): Promise<boolean> {
  if (!Number.isSafeInteger(id)) return false;
  return (await em.nativeUpdate(PaymentAlert, { id, resolvedAt: null }, { resolvedAt: new Date(), resolvedBy: staffId })) > 0;
}
