import { randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RaceReviewRecord } from '../entities/race-review.entity.ts';
import type { RaceReview } from '../services/review-types.ts';
import { isUuid } from '../../../src/lib/uuid.ts';

export interface RaceReviewDto {
  id: string;
  shareToken: string;
  savedBandId: string | null;
  title: string;
  review: RaceReview;
  createdAt: string;
}

/** Reviews kept per saved band: a new one beyond this replaces the oldest. */
export const MAX_REVIEWS_PER_BAND = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const toDto = (r: RaceReviewRecord): RaceReviewDto => ({
  id: r.id,
  shareToken: r.shareToken,
  savedBandId: r.savedBandId ?? null,
  title: r.title,
  review: r.review,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Keeps a review: with its member's saved band (`owner` given: the caller checked the band is
 * theirs), or, from the build page without an account, only behind its unguessable share token.
 */
export async function createRaceReview(
  em: EntityManager,
  data: { owner: { userId: string; savedBandId: string } | null; title: string; review: RaceReview },
): Promise<RaceReviewDto> {
  if (data.owner) {
    const kept = await em.find(
      RaceReviewRecord,
      { ownerId: data.owner.userId, savedBandId: data.owner.savedBandId },
      { orderBy: { createdAt: 'desc' }, offset: MAX_REVIEWS_PER_BAND - 1 },
    );
    for (const old of kept) em.remove(old);
  }
  const record = em.create(RaceReviewRecord, {
    id: randomUUID(),
    shareToken: randomBytes(32).toString('base64url'),
    ownerId: data.owner?.userId ?? null,
    savedBandId: data.owner?.savedBandId ?? null,
    title: data.title.slice(0, 120),
    review: data.review,
  });
  await em.flush();
  return toDto(record);
}

/** A member's reviews of some of their saved bands, newest first, by band. */
export async function listBandReviews(
  em: EntityManager,
  ownerId: string,
  savedBandIds: readonly string[],
): Promise<Map<string, RaceReviewDto[]>> {
  const byBand = new Map<string, RaceReviewDto[]>();
  const ids = savedBandIds.filter((id) => isUuid(id));
  if (ids.length === 0) return byBand;
  const records = await em.find(RaceReviewRecord, { ownerId, savedBandId: { $in: ids } }, { orderBy: { createdAt: 'desc' } });
  for (const record of records) {
    const list = byBand.get(record.savedBandId!) ?? [];
    list.push(toDto(record));
    byBand.set(record.savedBandId!, list);
  }
  return byBand;
}

/** Anyone may read a review by its share token: that is what sharing it means. */
export async function findSharedReview(em: EntityManager, token: string): Promise<RaceReviewDto | null> {
  if (!TOKEN.test(token)) return null;
  const record = await em.findOne(RaceReviewRecord, { shareToken: token });
  return record ? toDto(record) : null;
}

/** True when this review exists and is the owner's (asked before a delete is confirmed). */
export async function ownsRaceReview(em: EntityManager, ownerId: string, id: string): Promise<boolean> {
  return isUuid(id) && (await em.count(RaceReviewRecord, { id, ownerId })) > 0;
}

/** Deletes one of the owner's reviews; false when it is not theirs or does not exist. */
export async function deleteRaceReview(em: EntityManager, ownerId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  return (await em.nativeDelete(RaceReviewRecord, { id, ownerId })) > 0;
}

/** A saved band's reviews go with it. */
export async function deleteBandReviews(em: EntityManager, ownerId: string, savedBandId: string): Promise<number> {
  if (!isUuid(savedBandId)) return 0;
  return em.nativeDelete(RaceReviewRecord, { ownerId, savedBandId });
}

/** Personal data: a member's reviews, for the export… */
export async function exportMemberReviews(em: EntityManager, ownerId: string): Promise<Record<string, unknown>> {
  const records = await em.find(RaceReviewRecord, { ownerId }, { orderBy: { createdAt: 'asc' } });
  return { raceReviews: records.map((r) => ({ ...toDto(r), shareToken: undefined })) };
}

/** …and when they leave. */
export async function eraseMemberReviews(em: EntityManager, ownerId: string): Promise<void> {
  await em.nativeDelete(RaceReviewRecord, { ownerId });
}
