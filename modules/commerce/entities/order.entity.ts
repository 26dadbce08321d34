import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, userIdColumn, uuidKeyColumn } from '../../../src/db/columns.ts';
import type { AddressDto } from '../../accounts/index.ts';
import type { OrderStatus } from '../services/order-status.ts';

/** Where the bands go: the member's profile address at the time of ordering, kept as it was. */
export type OrderAddress = AddressDto;

/**
 * An order of printed bands, or a donation (kind). Money in minor units, computed on the server.
 * `id` is unguessable (checkout return links carry it); `number` is what people read (PB-000042).
 */
const OrderSchema = defineEntity({
  name: 'Order',
  tableName: 'commerce_order',
  properties: {
    id: uuidKeyColumn(),
    number: p.integer().autoincrement().unique(),
    kind: p.string().length(10).$type<'bands' | 'donation'>(),
    /** better-auth user id; null for a guest's donation. */
    userId: userIdColumn().nullable().index(),
    email: p.string().length(254).nullable(),
    buyerName: p.string().length(120).nullable(),
    /** The language of the page that ordered: mails use it. */
    locale: p.string().length(2),
    status: p.string().length(10).$type<OrderStatus>().index(),
    currency: p.string().length(3),
    quantity: p.integer(),
    unitPrice: p.integer(),
    regularUnitPrice: p.integer(),
    subtotal: p.integer(),
    regularSubtotal: p.integer(),
    shipping: p.integer(),
    discount: p.integer(),
    total: p.integer(),
    promoCodeId: p.integer().nullable(),
    promoCode: p.string().length(40).nullable(),
    /** The code's discount as it was when ordered ("10%", "5.00 CAD"), so a later edit of the code does not rewrite the order. */
    promoDiscount: p.string().length(40).nullable(),
    shippingAddress: p.json<OrderAddress>().nullable(),
    /** CA, US or other: the shipping price group and the label format. */
    countryGroup: p.string().length(5).nullable().index(),
    comment: p.string().length(500).nullable(),
    /** Donation tier (coffee, hosting, features, premium) or 'free'. */
    donationTier: p.string().length(10).nullable(),
    paymentProvider: p.string().length(10).nullable(),
    checkoutSessionId: p.string().length(255).nullable().index(),
    paymentIntentId: p.string().length(255).nullable(),
    refundId: p.string().length(255).nullable(),
    paidAt: p.datetime().nullable(),
    createdAt: createdAtColumn().index(),
    updatedAt: updatedAtColumn(),
  },
});

export class Order extends OrderSchema.class {}
OrderSchema.setClass(Order);
