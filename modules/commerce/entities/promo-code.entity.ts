import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, serialKeyColumn, updatedAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/** A promo code (SPEC 3) with a validity window. `code` is stored upper-case. */
const PromoCodeSchema = defineEntity({
  name: 'PromoCode',
  tableName: 'commerce_promo_code',
  properties: {
    id: serialKeyColumn(),
    code: p.string().length(40).unique(),
    type: p.string().length(10).$type<'fixed' | 'percentage'>(),
    /** Minor units (fixed) or whole percent (percentage). */
    value: p.integer(),
    /** SPEC 3's `discount`: the rule's value as written, "10%" or "5.00 CAD" (promoDiscount), kept when the code is saved. */
    discount: p.string().length(40).default(''),
    maxUses: p.integer().nullable(),
    quantityMin: p.integer().nullable(),
    courseId: p.string().length(64).nullable(),
    userId: userIdColumn().nullable(),
    isAdminOnly: p.boolean().default(false),
    isApplyOnce: p.boolean().default(false),
    isExistingUserOnly: p.boolean().default(false),
    isNewUserOnly: p.boolean().default(false),
    isFreeShipping: p.boolean().default(false),
    validFrom: p.datetime().nullable(),
    validUntil: p.datetime().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class PromoCode extends PromoCodeSchema.class {}
PromoCodeSchema.setClass(PromoCode);
