import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Order } from '../entities/order.entity.ts';
import { PromoCode } from '../entities/promo-code.entity.ts';
import { PromoRedemption } from '../entities/promo-redemption.entity.ts';
import { normaliseCode, promoDiscountText, type PromoRefusal, type PromoTerms } from '../services/promo-rules.ts';
import type { PromoDto } from './commerce.dto.ts';
import { nullableFields } from '../../../src/db/row-fields.ts';

function toTerms(row: PromoCode): PromoTerms {
  return nullableFields(row, [
    'code',
    'type',
    'value',
    'maxUses',
    'quantityMin',
    'courseId',
    'userId',
    'isAdminOnly',
    'isApplyOnce',
    'isExistingUserOnly',
    'isNewUserOnly',
    'isFreeShipping',
    'validFrom',
    'validUntil',
  ]);
}

/** Uses that count against max_uses: redeemed ones and reservations still open. */
function activeUses(promoCodeId: number, now: Date) {
  return { promoCodeId, $or: [{ status: 'redeemed' as const }, { status: 'reserved' as const, expiresAt: { $gt: now } }] };
}

async function withUses(em: EntityManager, rows: PromoCode[], now: Date): Promise<PromoDto[]> {
  const out: PromoDto[] = [];
  for (const row of rows)
    out.push({ id: row.id, ...toTerms(row), discount: row.discount, uses: await em.count(PromoRedemption, activeUses(row.id, now)) });
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

/** Creates or updates a code, with its discount written in the shop's currency; null when another code already has this text. */
export async function savePromo(em: EntityManager, id: number | null, terms: PromoTerms, currency: string): Promise<PromoDto | null> {
  const code = normaliseCode(terms.code);
  const clash = await em.findOne(PromoCode, { code });
  if (clash && clash.id !== id) return null;
  const discount = promoDiscountText(terms, currency);
  const row = id === null ? em.create(PromoCode, { ...terms, code, discount }) : await em.findOne(PromoCode, { id });
  if (!row) return null;
  em.assign(row, { ...terms, code, discount });
  await em.flush();
  return findPromo(em, row.id);
}

/** True when the member holds or has used this code on another order. */
export async function promoUsedBy(em: EntityManager, promoCodeId: number, userId: string, now = new Date()): Promise<boolean> {
  return (await em.count(PromoRedemption, { ...activeUses(promoCodeId, now), userId })) > 0;
}

/**
 * Takes the member's lock for the rest of the transaction (a PostgreSQL advisory lock on their id):
 * their checkouts are counted, and their promo uses checked, one after the other. Always taken
 * before a code's row lock, so two transactions never wait on each other in a circle.
 */
export async function lockMember(tx: EntityManager, userId: string): Promise<void> {
  await tx.execute(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`commerce.member:${userId}`]);
}

const PAID = ['charged', 'printed', 'mailed'] as const;

/**
 * Why this order may not take a use of the code now, or null: max_uses, then the member's own rules
 * ("once per member", "new customers only", "returning customers only"), counted without the order
 * itself. Called under the code's row lock and the member's lock.
 */
async function useRefusal(
  tx: EntityManager,
  promo: PromoCode,
  orderId: string,
  userId: string | null,
  now: Date,
): Promise<PromoRefusal | null> {
  const others = { orderId: { $ne: orderId } };
  if (promo.maxUses !== null && promo.maxUses !== undefined) {
    if ((await tx.count(PromoRedemption, { ...activeUses(promo.id, now), ...others })) >= promo.maxUses) return 'exhausted';
  }
  if (!userId) return null;
  const paidBefore = async () => (await tx.count(Order, { userId, kind: 'bands', status: { $in: [...PAID] }, id: { $ne: orderId } })) > 0;
  if (promo.isExistingUserOnly && !(await paidBefore())) return 'existingOnly';
  if (promo.isApplyOnce && (await tx.count(PromoRedemption, { ...activeUses(promo.id, now), ...others, userId })) > 0) return 'usedOnce';
  if (promo.isNewUserOnly) {
    if (await paidBefore()) return 'newOnly';
    // A first order still being paid with a code for new customers is the member's first order.
    const rows = await tx.execute<Array<{ n: number }>>(
      `select count(*)::int as n from commerce_promo_redemption r join commerce_promo_code c on c.id = r.promo_code_id
       where c.is_new_user_only and r.user_id = ? and r.order_id <> ? and (r.status = 'redeemed' or (r.status = 'reserved' and r.expires_at > ?))`,
      [userId, orderId, now],
    );
    if (rows[0]!.n > 0) return 'newOnly';
  }
  return null;
}

/**
 * Reserves one use for an order, inside the caller's transaction: under the member's lock and the
 * code's row lock (SELECT … FOR UPDATE), so concurrent checkouts are counted one after the other
 * and max_uses, "once per member" and "new customers only" hold exactly (issue 28). Null when the
 * use is reserved, else why not.
 */
export async function reservePromoUse(
  tx: EntityManager,
  promoCodeId: number,
  orderId: string,
  userId: string | null,
  expiresAt: Date,
  now = new Date(),
): Promise<PromoRefusal | null> {
  if (userId) await lockMember(tx, userId);
  const promo = await tx.findOne(PromoCode, { id: promoCodeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!promo) return 'notFound';
  const refusal = await useRefusal(tx, promo, orderId, userId, now);
  if (refusal) return refusal;
  const row = await tx.findOne(PromoRedemption, { orderId });
  if (row) tx.assign(row, { promoCodeId, userId, status: 'reserved', expiresAt });
  else tx.create(PromoRedemption, { promoCodeId, orderId, userId, status: 'reserved', expiresAt });
  await tx.flush();
  return null;
}

/**
 * A payment arrived: the order's use becomes redeemed. Its reservation still open, that is all; if
 * it lapsed or was given back, a use is taken again under the same locks and rules as a new
 * checkout, and when none is left the refusal says why (the payment is then not kept). The clock
 * is read after the locks are held, so a reservation that lapsed while waiting is seen as lapsed.
 * Null also for an order without a code.
 */
export async function redeemPromoUse(tx: EntityManager, orderId: string): Promise<PromoRefusal | null> {
  const found = await tx.findOne(PromoRedemption, { orderId });
  if (!found || found.status === 'redeemed') return null;
  if (found.userId) await lockMember(tx, found.userId);
  const promo = await tx.findOne(PromoCode, { id: found.promoCodeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  const row = await tx.findOneOrFail(PromoRedemption, { orderId }, { refresh: true });
  const now = new Date();
  const open = row.status === 'reserved' && row.expiresAt > now;
  if (!open && promo) {
    const refusal = await useRefusal(tx, promo, orderId, row.userId ?? null, now);
    if (refusal) return refusal;
  }
  row.status = 'redeemed';
  await tx.flush();
  return null;
}

/**
 * A canceled order (an abandoned checkout, or a paid one refunded) gives its use back. A declined
 * card keeps it: the same checkout may still be paid until it expires.
 */
export async function releasePromoUse(tx: EntityManager, orderId: string): Promise<void> {
  await tx.nativeUpdate(PromoRedemption, { orderId, status: { $ne: 'released' } }, { status: 'released' });
}
