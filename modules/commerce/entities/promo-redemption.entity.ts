import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * One use of a promo code by one order: reserved when the checkout opens, redeemed when the
 * payment arrives, released when it is declined, canceled or expires. max_uses counts redeemed
 * rows and reservations that have not expired, under a row lock on the code.
 */
const PromoRedemptionSchema = defineEntity({
  name: 'PromoRedemption',
  tableName: 'commerce_promo_redemption',
  properties: {
    id: serialKeyColumn(),
    promoCodeId: p.integer().index(),
    orderId: p.uuid().unique(),
    userId: userIdColumn().nullable().index(),
    status: p.string().length(10).$type<'reserved' | 'redeemed' | 'released'>(),
    expiresAt: p.datetime(),
    createdAt: createdAtColumn(),
  },
});

export class PromoRedemption extends PromoRedemptionSchema.class {}
PromoRedemptionSchema.setClass(PromoRedemption);
