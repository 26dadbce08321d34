import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, userIdColumn } from '../../../src/db/columns.ts';

/** Why a payment could not go to its order (issue 28). */
export type PaymentAlertReason = 'canceled' | 'mismatch' | 'promo' | 'twice';
/** What became of the money: refunded, refund failed (held for the team), or none was taken. */
export type RefundStatus = 'pending' | 'refunded' | 'failed' | 'none';

/**
 * A payment the shop did not keep on its order: it came for a canceled order, named another
 * checkout, amount or currency, arrived for a promo code with no use left, or paid an order twice.
 * It is refunded automatically; the row stays open on the team's screens until someone marks it
 * handled (a failed refund first of all).
 */
const PaymentAlertSchema = defineEntity({
  name: 'PaymentAlert',
  tableName: 'commerce_payment_alert',
  properties: {
    id: serialKeyColumn(),
    orderId: p.uuid().index(),
    reason: p.string().length(10).$type<PaymentAlertReason>(),
    /** What did not match, for the team (e.g. "amount 1 CAD, expected 1300 CAD"). */
    detail: p.string().length(255).nullable(),
    eventId: p.string().length(255),
    paymentIntentId: p.string().length(255).nullable(),
    /** Minor units actually paid. */
    amount: p.integer().nullable(),
    currency: p.string().length(3).nullable(),
    refundStatus: p.string().length(10).$type<RefundStatus>(),
    refundId: p.string().length(255).nullable(),
    createdAt: createdAtColumn(),
    resolvedAt: p.datetime().nullable(),
    resolvedBy: userIdColumn().nullable(),
  },
});

export class PaymentAlert extends PaymentAlertSchema.class {}
PaymentAlertSchema.setClass(PaymentAlert);
