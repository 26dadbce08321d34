import type { EntityManager } from '../../../src/db/orm.server.ts';
import { findUserContact, siteMailer } from '../../accounts/index.ts';
import type { OrderDto, PaymentAlertDto } from '../data/commerce.dto.ts';
import type { ActorKind } from './order-status.ts';
import { orderMail, type OrderMailKind } from './order-mails.ts';

/** Sends one of the shop's mails to the order's member (or the donor's email); nothing without an address. */
export async function sendOrderMail(
  em: EntityManager,
  kind: OrderMailKind,
  order: OrderDto,
  origin: string,
  stray: PaymentAlertDto | null = null,
): Promise<void> {
  const contact = order.userId ? await findUserContact(em, order.userId) : null;
  const email = contact?.email ?? order.email;
  if (!email) return;
  await siteMailer().send(orderMail(kind, order, { email, name: contact?.name ?? order.buyerName ?? '' }, origin, stray));
}

/**
 * Which mail a status change sends. A cancel is told unless the buyer did it themselves: by the
 * team (with the refund when it was paid) or by the shop (an expired band checkout, a promo code
 * with no use left when the payment came); an expired donation checkout is not worth a mail.
 */
export function mailForChange(change: { order: OrderDto; by: ActorKind }): OrderMailKind | null {
  const { order, by } = change;
  if (order.status === 'charged') return order.kind === 'donation' ? 'donation' : 'receipt';
  if (order.status === 'mailed') return 'mailed';
  if (order.status === 'canceled' && by !== 'member' && (order.kind === 'bands' || order.refundId || by === 'staff')) return 'canceled';
  return null;
}

/** A payment the shop did not keep was refunded: the buyer hears of it (a failed refund waits for the team). */
export async function mailStrayRefund(em: EntityManager, alert: PaymentAlertDto, order: OrderDto, origin: string): Promise<void> {
  if (alert.refundStatus === 'refunded') await sendOrderMail(em, 'refunded', order, origin, alert);
}
