import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Order, type OrderAddress } from '../entities/order.entity.ts';
import { OrderEvent } from '../entities/order-event.entity.ts';
import { OrderLine } from '../entities/order-line.entity.ts';
import { canTransition, type ActorKind, type OrderStatus } from '../services/order-status.ts';
import type { Quote } from '../services/pricing.ts';
import type { OrderDetailDto, OrderDto, OrderEventDto, OrderLineDto, PrintLineDto, PrintOrderDto } from './commerce.dto.ts';
import { reservePromoUse, settlePromoUse } from './promo.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toOrderDto(o: Order): OrderDto {
  return {
    id: o.id,
    number: o.number,
    kind: o.kind,
    userId: o.userId ?? null,
    email: o.email ?? null,
    buyerName: o.buyerName ?? null,
    locale: o.locale,
    status: o.status,
    currency: o.currency,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    regularUnitPrice: o.regularUnitPrice,
    subtotal: o.subtotal,
    regularSubtotal: o.regularSubtotal,
    shipping: o.shipping,
    discount: o.discount,
    total: o.total,
    promoCode: o.promoCode ?? null,
    shippingAddress: o.shippingAddress ?? null,
    countryGroup: o.countryGroup ?? null,
    comment: o.comment ?? null,
    donationTier: o.donationTier ?? null,
    paymentProvider: o.paymentProvider ?? null,
    checkoutSessionId: o.checkoutSessionId ?? null,
    paymentIntentId: o.paymentIntentId ?? null,
    refundId: o.refundId ?? null,
    paidAt: o.paidAt ? o.paidAt.toISOString() : null,
    createdAt: o.createdAt.toISOString(),
  };
}

function lineDto(l: OrderLine): OrderLineDto {
  return {
    position: l.position,
    savedBandId: l.savedBandId ?? null,
    title: l.title,
    courseId: l.courseId ?? null,
    state: l.state,
    quantity: l.quantity,
    unitPrice: l.unitPrice,
  };
}

function eventDto(e: OrderEvent): OrderEventDto {
  return {
    from: e.fromStatus ?? null,
    to: e.toStatus,
    actorKind: e.actorKind,
    actorId: e.actorId ?? null,
    note: e.note ?? null,
    at: e.at.toISOString(),
  };
}

export interface NewOrder {
  kind: 'bands' | 'donation';
  userId: string | null;
  email: string | null;
  buyerName: string | null;
  locale: string;
  quote: Quote;
  promo: { id: number; code: string } | null;
  shippingAddress: OrderAddress | null;
  countryGroup: string | null;
  comment: string | null;
  donationTier: string | null;
  lines: Array<Omit<PrintLineDto, 'position'>>;
  /** How long a promo reservation holds when the checkout is never finished. */
  reservationUntil: Date;
}

/**
 * The order, its lines and its first status row in one transaction, with the promo code's use
 * reserved under the code's row lock. Null when the code has no use left (nothing is written).
 */
export async function createOrder(em: EntityManager, input: NewOrder, now = new Date()): Promise<OrderDto | null> {
  return em
    .transactional(async (tx) => {
      const { quote } = input;
      const order = tx.create(Order, {
        kind: input.kind,
        userId: input.userId,
        email: input.email,
        buyerName: input.buyerName,
        locale: input.locale,
        status: 'initial',
        currency: quote.currency,
        quantity: quote.quantity,
        unitPrice: quote.unitPrice,
        regularUnitPrice: quote.regularUnitPrice,
        subtotal: quote.subtotal,
        regularSubtotal: quote.regularSubtotal,
        shipping: quote.shipping,
        discount: quote.discount,
        total: quote.total,
        promoCodeId: input.promo?.id ?? null,
        promoCode: input.promo?.code ?? null,
        shippingAddress: input.shippingAddress,
        countryGroup: input.countryGroup,
        comment: input.comment,
        donationTier: input.donationTier,
      } as never);
      input.lines.forEach((line, position) => tx.create(OrderLine, { ...line, order, position }));
      tx.create(OrderEvent, { order, fromStatus: null, toStatus: 'initial', actorKind: 'member', actorId: input.userId });
      await tx.flush();
      if (input.promo && !(await reservePromoUse(tx, input.promo.id, order.id, input.userId, input.reservationUntil, now))) {
        // Undo the order: the whole transaction rolls back.
        throw new PromoExhausted();
      }
      return toOrderDto(order);
    })
    .catch((error: unknown) => {
      if (error instanceof PromoExhausted) return null;
      throw error;
    });
}

class PromoExhausted extends Error {}

export async function attachCheckout(em: EntityManager, orderId: string, provider: string, sessionId: string): Promise<void> {
  await em.nativeUpdate(Order, { id: orderId }, { paymentProvider: provider, checkoutSessionId: sessionId });
}

export async function findOrderById(em: EntityManager, id: string): Promise<OrderDetailDto | null> {
  if (!UUID.test(id)) return null;
  return detail(em, await em.findOne(Order, { id }));
}

export async function findOrderBySession(em: EntityManager, sessionId: string): Promise<OrderDetailDto | null> {
  if (!sessionId || sessionId.length > 255) return null;
  return detail(em, await em.findOne(Order, { checkoutSessionId: sessionId }));
}

/** A member's own order by its number; someone else's answers null like a missing one. */
export async function findMemberOrder(em: EntityManager, userId: string, number: number): Promise<OrderDetailDto | null> {
  if (!Number.isSafeInteger(number)) return null;
  return detail(em, await em.findOne(Order, { userId, number, kind: 'bands' }));
}

async function detail(em: EntityManager, order: Order | null): Promise<OrderDetailDto | null> {
  if (!order) return null;
  const lines = await em.find(OrderLine, { order }, { orderBy: { position: 'asc' } });
  const events = await em.find(OrderEvent, { order }, { orderBy: { at: 'asc', id: 'asc' } });
  return { ...toOrderDto(order), lines: lines.map(lineDto), events: events.map(eventDto) };
}

export async function listMemberOrders(em: EntityManager, userId: string, status: OrderStatus | null): Promise<OrderDto[]> {
  const orders = await em.find(
    Order,
    { userId, kind: 'bands', ...(status ? { status } : {}) },
    { orderBy: { createdAt: 'desc', number: 'desc' }, limit: 200 },
  );
  return orders.map(toOrderDto);
}

export async function hasPaidOrder(em: EntityManager, userId: string): Promise<boolean> {
  return (await em.count(Order, { userId, kind: 'bands', status: { $in: ['charged', 'printed', 'mailed'] } })) > 0;
}

export interface AdminOrderFilter {
  status: OrderStatus | null;
  kind: 'bands' | 'donation';
  countryGroup: string | null;
  from: Date | null;
  to: Date | null;
}

export async function listOrdersForAdmin(em: EntityManager, f: AdminOrderFilter, limit = 500): Promise<OrderDto[]> {
  const created = { ...(f.from ? { $gte: f.from } : {}), ...(f.to ? { $lt: f.to } : {}) };
  const orders = await em.find(
    Order,
    {
      kind: f.kind,
      ...(f.status ? { status: f.status } : {}),
      ...(f.countryGroup ? { countryGroup: f.countryGroup } : {}),
      ...(f.from || f.to ? { createdAt: created } : {}),
    },
    { orderBy: { createdAt: 'desc', number: 'desc' }, limit },
  );
  return orders.map(toOrderDto);
}

export async function findOrdersWithLines(em: EntityManager, ids: readonly string[]): Promise<OrderDetailDto[]> {
  const valid = ids.filter((id) => UUID.test(id));
  const orders = await em.find(Order, { id: { $in: valid } }, { orderBy: { number: 'asc' } });
  const out: OrderDetailDto[] = [];
  for (const order of orders) out.push((await detail(em, order))!);
  return out;
}

/** The orders as the print run reads them, by number: each line with the theme kept when it was ordered. */
export async function findOrdersToPrint(em: EntityManager, ids: readonly string[]): Promise<PrintOrderDto[]> {
  const out: PrintOrderDto[] = [];
  for (const order of await findOrdersWithLines(em, ids)) {
    // The themes (images as data URLs) are read for this order only, not for every order view.
    const lines = await em.find(OrderLine, { order: order.id }, { orderBy: { position: 'asc' }, populate: ['theme'] });
    const themes = new Map(lines.map((l) => [l.position, l.theme ?? null]));
    out.push({ ...order, lines: order.lines.map((l) => ({ ...l, theme: themes.get(l.position) ?? null })) });
  }
  return out;
}

export type StatusChange =
  { ok: true; order: OrderDto; from: OrderStatus } | { ok: false; reason: 'missing' | 'refused'; order: OrderDto | null };

/**
 * Moves an order to a status if the transition table allows it for this actor: the order's row
 * is locked, the change and its history row are written together, and the promo reservation is
 * settled (a paid order redeems it; a declined or canceled one gives it back).
 */
export async function changeOrderStatus(
  em: EntityManager,
  orderId: string,
  to: OrderStatus,
  actor: { kind: ActorKind; id: string | null; note?: string | null },
  extra: { paymentIntentId?: string | null; refundId?: string | null } = {},
): Promise<StatusChange> {
  if (!UUID.test(orderId)) return { ok: false, reason: 'missing', order: null };
  return em.transactional((tx) => changeInTransaction(tx, orderId, to, actor, extra));
}

export async function changeInTransaction(
  tx: EntityManager,
  orderId: string,
  to: OrderStatus,
  actor: { kind: ActorKind; id: string | null; note?: string | null },
  extra: { paymentIntentId?: string | null; refundId?: string | null } = {},
): Promise<StatusChange> {
  const order = await tx.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!order) return { ok: false, reason: 'missing', order: null };
  const from = order.status;
  if (!canTransition(from, to, actor.kind)) return { ok: false, reason: 'refused', order: toOrderDto(order) };
  order.status = to;
  if (to === 'charged') order.paidAt = new Date();
  if (extra.paymentIntentId) order.paymentIntentId = extra.paymentIntentId;
  if (extra.refundId) order.refundId = extra.refundId;
  tx.create(OrderEvent, { order, fromStatus: from, toStatus: to, actorKind: actor.kind, actorId: actor.id, note: actor.note ?? null });
  await tx.flush();
  if (to === 'charged') await settlePromoUse(tx, orderId, 'redeemed');
  if (to === 'declined' || to === 'canceled') await settlePromoUse(tx, orderId, 'released');
  return { ok: true, order: toOrderDto(order), from };
}

/** Figures for the admin dashboard: orders waiting to be printed or mailed, paid band orders per day, donations. */
export async function orderCounts(
  em: EntityManager,
  since: Date,
): Promise<{ toPrint: number; toMail: number; awaiting: number; paidPerDay: Map<string, number>; donations: number }> {
  const [toPrint, toMail, awaiting, donations] = await Promise.all([
    em.count(Order, { kind: 'bands', status: 'charged' }),
    em.count(Order, { kind: 'bands', status: 'printed' }),
    em.count(Order, { kind: 'bands', status: 'initial' }),
    em.count(Order, { kind: 'donation', status: 'charged', paidAt: { $gte: since } }),
  ]);
  const rows = await em.execute<Array<{ day: string; n: string }>>(
    `select to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day, count(*) as n from commerce_order
     where kind = 'bands' and paid_at >= ? group by 1`,
    [since],
  );
  return { toPrint, toMail, awaiting, donations, paidPerDay: new Map(rows.map((r) => [r.day, Number(r.n)])) };
}
