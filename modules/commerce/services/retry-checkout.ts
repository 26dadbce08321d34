import type { Viewer } from '../../../src/auth/access.ts';
import { orderLabel } from '../data/commerce.dto.ts';
import { changeOrderStatus, findOrderById } from '../data/order.repository.ts';
import { t } from '../locales/messages.ts';
import { expireCheckouts } from './checkout-close.ts';
import { checkoutEnds, openCheckout, type OrderAttempt, type ShopRequest } from './place-order.ts';

/**
 * "Try again" after a declined card: the same order gets a new checkout. Its buyer only (a guest's
 * donation: whoever holds its id, as on its receipt page); the order goes back to "awaiting
 * payment" under its row lock (declined → initial), the old checkout is closed, then the new one
 * opens. Null when there is no such order for this viewer.
 */
export async function retryCheckout(r: ShopRequest, viewer: Viewer, orderId: string): Promise<OrderAttempt | null> {
  const order = await findOrderById(r.em, orderId);
  const mine = order && (order.userId === null ? order.kind === 'donation' : viewer.kind === 'user' && viewer.id === order.userId);
  if (!order || !mine) return null;
  const refused = { ok: false as const, errors: { _: [t(r.locale).commerce.errors.notRetriable()] } };
  if (order.status !== 'declined') return refused;
  const change = await changeOrderStatus(r.em, order.id, 'initial', { kind: 'member', id: order.userId, note: 'payment tried again' });
  if (!change.ok) return refused;
  await expireCheckouts(r.provider, [order.checkoutSessionId]);
  const description = order.kind === 'bands' ? `Paceband ${orderLabel(order.number)}` : 'Paceband donation';
  return openCheckout(r, change.order, description, order.email, checkoutEnds(r.now ?? new Date()));
}
