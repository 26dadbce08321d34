import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Order, type OrderAddress } from '../entities/order.entity.ts';
import { OrderEvent } from '../entities/order-event.entity.ts';
import { OrderLine } from '../entities/order-line.entity.ts';
import { canTransition, type ActorKind, type OrderStatus } from '../services/order-status.ts';
import type { Quote } from '../services/pricing.ts';
import type { PromoRefusal } from '../services/promo-rules.ts';
import type { OrderDetailDto, OrderDto, OrderEventDto, OrderLineDto, PrintLineDto, PrintOrderDto } from './commerce.dto.ts';
import { lockMember, releasePromoUse, reservePromoUse } from './promo.repository.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';
import { isUuid } from '../../../src/lib/uuid.ts';

function toOrderDto(o: Order): OrderDto {
  return dtoFields(o, [
    'id',
    'number',
    'kind',
    'userId',
    'email',
    'buyerName',
    'locale',
    'status',
    'currency',
    'quantity',
    'unitPrice',
    'regularUnitPrice',
    'subtotal',
    'regularSubtotal',
    'shipping',
    'discount',
    'total',
    'promoCode',
    'promoDiscount',
    'shippingAddress',
    'countryGroup',
    'comment',
    'donationTier',
    'paymentProvider',
    'checkoutSessionId',
    'paymentIntentId',
    'refundId',
    'paidAt',
    'createdAt',
  ]);
}

function lineDto(l: OrderLine): OrderLineDto {
  return dtoFields(l, ['position', 'savedBandId', 'title', 'courseId', 'definition', 'quantity', 'unitPrice']);
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
  promo: { id: number; code: string; discount: string } | null;
  shippingAddress: OrderAddress | null;
  countryGroup: string | null;
  comment: string | null;
  donationTier: string | null;
  lines: Array<Omit<PrintLineDto, 'position'>>;
  /** When the checkout, and with it the promo reservation, ends if it is never paid. */
  reservationUntil: Date;
  /** A member's orders still awaiting payment (placed since `since`): at most `max`, counted under the member's lock. */
  unpaidCap?: { max: number; since: Date };
}

export type OrderCreation = { ok: true; order: OrderDto } | { ok: false; refusal: PromoRefusal | 'unpaid' };

const UNPAID = ['initial', 'declined'] as const;

/**
 * The order, its lines and its first status row in one transaction. A member's transaction holds
 * their lock (lockMember): their unpaid orders are counted, and the promo code's use reserved
 * (under the code's row lock too), one checkout after the other. Refused, nothing is written.
 */
export async function createOrder(em: EntityManager, input: NewOrder, now = new Date()): Promise<OrderCreation> {
  return em
    .transactional(async (tx): Promise<OrderCreation> => {
      const { quote } = input;
      if (input.userId) {
        await lockMember(tx, input.userId);
        const cap = input.unpaidCap;
        if (
          cap &&
          (await tx.count(Order, { userId: input.userId, status: { $in: [...UNPAID] }, createdAt: { $gt: cap.since } })) >= cap.max
        )
          return { ok: false, refusal: 'unpaid' };
      }
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
        promoDiscount: input.promo?.discount ?? null,
        shippingAddress: input.shippingAddress,
        countryGroup: input.countryGroup,
        comment: input.comment,
        donationTier: input.donationTier,
      } as never);
      input.lines.forEach((line, position) => tx.create(OrderLine, { ...line, order, position }));
      tx.create(OrderEvent, { order, fromStatus: null, toStatus: 'initial', actorKind: 'member', actorId: input.userId });
      await tx.flush();
      if (input.promo) {
        const refusal = await reservePromoUse(tx, input.promo.id, order.id, input.userId, input.reservationUntil, now);
        // Undo the order: the whole transaction rolls back.
        if (refusal) throw new PromoRefused(refusal);
      }
      return { ok: true, order: toOrderDto(order) };
    })
    .catch((error: unknown) => {
      if (error instanceof PromoRefused) return { ok: false, refusal: error.refusal };
      throw error;
    });
}

class PromoRefused extends Error {
  constructor(readonly refusal: PromoRefusal) {
    super(refusal);
  }
}

export async function attachCheckout(em: EntityManager, orderId: string, provider: string, sessionId: string): Promise<void> {
  await em.nativeUpdate(Order, { id: orderId }, { paymentProvider: provider, checkoutSessionId: sessionId });
}

export async function findOrderById(em: EntityManager, id: string): Promise<OrderDetailDto | null> {
  if (!isUuid(id)) return null;
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

/** Any order by its number, with lines and history (the team's order page; the caller checks the role). */
export async function findOrderByNumber(em: EntityManager, number: number): Promise<OrderDetailDto | null> {
  if (!Number.isSafeInteger(number)) return null;
  return detail(em, await em.findOne(Order, { number }));
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

/** Order numbers by id (the team's alert list names orders by number). */
export async function orderNumbers(em: EntityManager, ids: readonly string[]): Promise<Map<string, number>> {
  const valid = ids.filter((id) => isUuid(id));
  if (valid.length === 0) return new Map();
  const orders = await em.find(Order, { id: { $in: valid } }, { fields: ['id', 'number'] });
  return new Map(orders.map((o) => [o.id, o.number]));
}

export async function findOrdersWithLines(em: EntityManager, ids: readonly string[]): Promise<OrderDetailDto[]> {
  const valid = ids.filter((id) => isUuid(id));
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
  { ok: true; order: OrderDto; from: OrderStatus; by: ActorKind } | { ok: false; reason: 'missing' | 'refused'; order: OrderDto | null };

type Actor = { kind: ActorKind; id: string | null; note?: string | null };

/**
 * Moves an order to a status if the transition table allows it for this actor: the order's row
 * is locked, the change and its history row are written together, and a canceled order gives its
 * promo use back. (A payment redeems the use in the webhook, under the code's lock: redeemPromoUse.)
 */
export async function changeOrderStatus(
  em: EntityManager,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
  extra: { paymentIntentId?: string | null; refundId?: string | null } = {},
): Promise<StatusChange> {
  if (!isUuid(orderId)) return { ok: false, reason: 'missing', order: null };
  return em.transactional((tx) => changeInTransaction(tx, orderId, to, actor, extra));
}

export async function changeInTransaction(
  tx: EntityManager,
  orderId: string,
  to: OrderStatus,
  actor: Actor,
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
  if (to === 'canceled') await releasePromoUse(tx, orderId);
  return { ok: true, order: toOrderDto(order), from, by: actor.kind };
}

/** The order's row, locked for the rest of the transaction (the webhook decides under it). */
export async function lockOrder(tx: EntityManager, orderId: string): Promise<OrderDto | null> {
  if (!isUuid(orderId)) return null;
  const order = await tx.findOne(Order, { id: orderId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  return order ? toOrderDto(order) : null;
}

/** A line in the order's history that changes no status (a payment not kept, a refund): for the team. */
export async function noteOrderEvent(tx: EntityManager, orderId: string, actor: Actor): Promise<void> {
  const order = await tx.findOne(Order, { id: orderId });
  if (!order) return;
  tx.create(OrderEvent, {
    order,
    fromStatus: order.status,
    toStatus: order.status,
    actorKind: actor.kind,
    actorId: actor.id,
    note: actor.note?.slice(0, 255) ?? null,
  });
  await tx.flush();
}

/** A canceled order whose late payment was refunded keeps the refund's id (its page says "Refunded"). */
export async function setRefundOfCanceled(em: EntityManager, orderId: string, refundId: string): Promise<void> {
  await em.nativeUpdate(Order, { id: orderId, status: 'canceled', refundId: null }, { refundId });
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
