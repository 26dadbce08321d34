import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from '../entities/order.entity.ts';
import { OrderEvent } from '../entities/order-event.entity.ts';
import { OrderLine } from '../entities/order-line.entity.ts';
import { PromoRedemption } from '../entities/promo-redemption.entity.ts';
import { orderLabel } from './commerce.dto.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

/** Paid orders the team still has to print or post: the address is needed until they ship. */
const IN_PROGRESS = ['charged', 'printed'] as const;
/** Checkouts that may still be paid: closed with the account, their promo reservations released. */
const OPEN = ['initial', 'declined'] as const;

/** Numbers of the member's orders that are paid and not yet posted. */
export async function ordersInProgress(em: EntityManager, userId: string): Promise<number[]> {
  const orders = await em.find(Order, { userId, status: { $in: [...IN_PROGRESS] } }, { fields: ['number'], orderBy: { number: 'asc' } });
  return orders.map((o) => o.number);
}

/**
 * Orders are kept for the accounts (README, "Personal data"): amounts, dates, statuses, the
 * country group and the payment references stay; who bought and where it went do not. Open
 * checkouts are cancelled first, so a late payment on one is refunded, never shipped to nobody.
 * Returns those checkouts' sessions, for the provider to expire.
 */
export async function deIdentifyOrders(em: EntityManager, userId: string): Promise<string[]> {
  const open = await em.find(Order, { userId, status: { $in: [...OPEN] } }, { fields: ['id', 'status', 'checkoutSessionId'] });
  for (const order of open) {
    em.create(OrderEvent, {
      order: order.id,
      fromStatus: order.status,
      toStatus: 'canceled',
      actorKind: 'system',
      actorId: null,
      note: 'account deleted',
    });
  }
  if (open.length) {
    const ids = open.map((o) => o.id);
    await em.nativeUpdate(Order, { id: { $in: ids } }, { status: 'canceled' });
    await em.nativeUpdate(PromoRedemption, { orderId: { $in: ids }, status: 'reserved' }, { status: 'released' });
  }
  await em.flush();
  const mine = await em.find(Order, { userId }, { fields: ['id'] });
  await em.nativeUpdate(OrderLine, { order: { $in: mine.map((o) => o.id) } }, { title: '' });
  await em.nativeUpdate(Order, { userId }, { userId: null, email: null, buyerName: null, shippingAddress: null, comment: null });
  await em.nativeUpdate(PromoRedemption, { userId }, { userId: null });
  return open.flatMap((o) => (o.checkoutSessionId ? [o.checkoutSessionId] : []));
}

export async function exportMemberOrders(em: EntityManager, userId: string): Promise<Record<string, unknown>> {
  const orders = await em.find(Order, { userId }, { orderBy: { number: 'asc' } });
  const lines = await em.find(OrderLine, { order: { $in: orders.map((o) => o.id) } }, { orderBy: { position: 'asc' } });
  return {
    orders: orders.map((o) => ({
      number: orderLabel(o.number),
      ...dtoFields(o, [
        'kind',
        'status',
        'email',
        'buyerName',
        'shippingAddress',
        'comment',
        'currency',
        'total',
        'promoCode',
        'createdAt',
        'paidAt',
      ]),
      lines: lines
        .filter((l) => (typeof l.order === 'object' ? l.order.id : l.order) === o.id)
        .map((l) => ({ title: l.title, quantity: l.quantity, unitPrice: l.unitPrice })),
    })),
  };
}
