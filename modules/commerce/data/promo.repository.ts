import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { PromoCode } from '../entities/promo-code.entity.ts';
import { PromoRedemption } from '../entities/promo-redemption.entity.ts';
import { normaliseCode, type PromoTerms } from '../services/promo-rules.ts';
import type { PromoDto } from './commerce.dto.ts';

function toTerms(row: PromoCode): PromoTerms {
  return {
    code: row.code,
    type: row.type,
    value: row.value,
    maxUses: row.maxUses ?? null,
    quantityMin: row.quantityMin ?? null,
    courseId: row.courseId ?? null,
    userId: row.userId ?? null,
    isAdminOnly: row.isAdminOnly,
    isApplyOnce: row.isApplyOnce,
    isExistingUserOnly: row.isExistingUserOnly,
    isNewUserOnly: row.isNewUserOnly,
    isFreeShipping: row.isFreeShipping,
    validFrom: row.validFrom ?? null,
    validUntil: row.validUntil ?? null,
  };
}

/** Uses that count against max_uses: redeemed ones and reservations still open. */
function activeUses(promoCodeId: number, now: Date) {
  return { promoCodeId, $or: [{ status: 'redeemed' as const }, { status: 'reserved' as const, expiresAt: { $gt: now } }] };
}

async function withUses(em: EntityManager, rows: PromoCode[], now: Date): Promise<PromoDto[]> {
  const out: PromoDto[] = [];
  for (const row of rows) out.push({ id: row.id, ...toTerms(row), uses: await em.count(PromoRedemption, activeUses(row.id, now)) });
  return out;
}

export async function findPromoByCode(em: EntityManager, code: string, now = new Date()): Promise<PromoDto | null> {
  const normalised = normaliseCode(code);
  if (!normalised || normalised.length > 40) return null;
  const row = await em.findOne(PromoCode, { code: normalised });
  return row ? (await withUses(em, [row], now))[0]! : null;
}

export async function findPromo(em: EntityManager, id: number, now = new Date()): Promise<PromoDto | null> {
  if (!Number.isSafeInteger(id)) return null;
  const row = await em.findOne(PromoCode, { id });
  return row ? (await withUses(em, [row], now))[0]! : null;
}

export async function listPromos(em: EntityManager, now = new Date()): Promise<PromoDto[]> {
  return withUses(em, await em.find(PromoCode, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: 500 }), now);
}

/** Creates or updates a code; null when another code already has this text. */
export async function savePromo(em: EntityManager, id: number | null, terms: PromoTerms): Promise<PromoDto | null> {
  const code = normaliseCode(terms.code);
  const clash = await em.findOne(PromoCode, { code });
  if (clash && clash.id !== id) return null;
  const row = id === null ? em.create(PromoCode, { ...terms, code }) : await em.findOne(PromoCode, { id });
  if (!row) return null;
  em.assign(row, { ...terms, code });
  await em.flush();
  return findPromo(em, row.id);
}

/** True when the member holds or has used this code on another order. */
export async function promoUsedBy(em: EntityManager, promoCodeId: number, userId: string, now = new Date()): Promise<boolean> {
  return (await em.count(PromoRedemption, { ...activeUses(promoCodeId, now), userId })) > 0;
}

/**
 * Reserves one use for an order, inside the caller's transaction. The code's row is locked
 * (SELECT … FOR UPDATE), so concurrent checkouts count one after the other and max_uses holds
 * exactly. False when every use is taken.
 */
export async function reservePromoUse(
  tx: EntityManager,
  promoCodeId: number,
  orderId: string,
  userId: string | null,
  expiresAt: Date,
  now = new Date(),
): Promise<boolean> {
  const promo = await tx.findOne(PromoCode, { id: promoCodeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!promo) return false;
  if (promo.maxUses !== null && promo.maxUses !== undefined) {
    const used = await tx.count(PromoRedemption, activeUses(promoCodeId, now));
    if (used >= promo.maxUses) return false;
  }
  tx.create(PromoRedemption, { promoCodeId, orderId, userId, status: 'reserved', expiresAt });
  await tx.flush();
  return true;
}

/** The order's reservation becomes a use (paid) or is given back (declined, canceled, expired). */
export async function settlePromoUse(tx: EntityManager, orderId: string, outcome: 'redeemed' | 'released'): Promise<void> {
  await tx.nativeUpdate(PromoRedemption, { orderId, status: { $ne: outcome } }, { status: outcome });
}
