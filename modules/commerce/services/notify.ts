import type { EntityManager } from '../../../src/db/orm.server.ts';
import { findUserContact, siteMailer } from '../../accounts/index.ts';
import type { OrderDto } from '../data/commerce.dto.ts';
import { orderMail, type OrderMailKind } from './order-mails.ts';

/** Sends one of the shop's mails to the order's member (or the donor's email); nothing without an address. */
export async function sendOrderMail(em: EntityManager, kind: OrderMailKind, order: OrderDto, origin: string): Promise<void> {
  const contact = order.userId ? await findUserContact(em, order.userId) : null;
  const email = contact?.email ?? order.email;
  if (!email) return;
  await siteMailer().send(orderMail(kind, order, { email, name: contact?.name ?? order.buyerName ?? '' }, origin));
}

/** Which mail a status change sends. */
export function mailForChange(order: OrderDto): OrderMailKind | null {
  if (order.status === 'charged') return order.kind === 'donation' ? 'donation' : 'receipt';
  if (order.status === 'mailed') return 'mailed';
  return null;
}
