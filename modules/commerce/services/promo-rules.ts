import { singleLineText } from '../../../src/lib/plain-text.ts';
import { percentOf } from './money.ts';

/** A promo code as the rules see it (SPEC 3's fields plus a validity window). */
export interface PromoTerms {
  code: string;
  type: 'fixed' | 'percentage';
  /** Minor units for 'fixed'; whole percent (1–100) for 'percentage'. */
  value: number;
  maxUses: number | null;
  quantityMin: number | null;
  courseId: string | null;
  userId: string | null;
  isAdminOnly: boolean;
  /** Each member may use the code on one paid order only. */
  isApplyOnce: boolean;
  /** Only members with a paid order already. */
  isExistingUserOnly: boolean;
  /** Only members without any paid order. */
  isNewUserOnly: boolean;
  isFreeShipping: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
}

/** What is known about the buyer and the basket when a code is tried. */
export interface PromoContext {
  now: Date;
  userId: string;
  isStaff: boolean;
  /** Bands in the order. */
  quantity: number;
  /** Courses the ordered bands follow. */
  courseIds: readonly string[];
  hasPaidOrder: boolean;
  /** The member already redeemed (or holds a reservation of) this code. */
  usedBefore: boolean;
}

export type PromoRefusal =
  'notFound' | 'adminOnly' | 'otherUser' | 'quantityMin' | 'course' | 'existingOnly' | 'newOnly' | 'usedOnce' | 'exhausted';

/** Codes are compared without case, surrounding spaces or control characters. */
export function normaliseCode(code: string): string {
  return singleLineText(code).trim().toUpperCase();
}

/**
 * Why this code does not apply, or null when it does. Unknown and expired codes share SPEC 8's
 * "not found or expired" (so codes cannot be probed); max_uses is checked by the reservation, under
 * a lock, not here.
 */
export function promoRefusal(promo: PromoTerms | null, ctx: PromoContext): PromoRefusal | null {
  if (!promo) return 'notFound';
  if (promo.validFrom && ctx.now < promo.validFrom) return 'notFound';
  if (promo.validUntil && ctx.now > promo.validUntil) return 'notFound';
  if (promo.isAdminOnly && !ctx.isStaff) return 'adminOnly';
  if (promo.userId && promo.userId !== ctx.userId) return 'otherUser';
  if (promo.quantityMin && ctx.quantity < promo.quantityMin) return 'quantityMin';
  if (promo.courseId && !ctx.courseIds.includes(promo.courseId)) return 'course';
  if (promo.isExistingUserOnly && !ctx.hasPaidOrder) return 'existingOnly';
  if (promo.isNewUserOnly && ctx.hasPaidOrder) return 'newOnly';
  if (promo.isApplyOnce && ctx.usedBefore) return 'usedOnce';
  return null;
}

/** The discount on the bands' subtotal (never more than it); shipping is handled by isFreeShipping. */
export function promoDiscount(promo: Pick<PromoTerms, 'type' | 'value'>, subtotal: number): number {
  const raw = promo.type === 'percentage' ? percentOf(subtotal, Math.min(100, promo.value)) : promo.value;
  return Math.max(0, Math.min(subtotal, raw));
}

/** SPEC 3's `discount` of a code: its rule's value as written, "10%" or "5.00 CAD" (amounts in the shop's currency). */
export function promoDiscountText(terms: Pick<PromoTerms, 'type' | 'value'>, currency: string): string {
  return terms.type === 'percentage' ? `${terms.value}%` : `${(terms.value / 100).toFixed(2)} ${currency}`;
}
