import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, userIdColumn } from '../../../src/db/columns.ts';
import type { RaceReview as Review } from '../services/review-types.ts';

/**
 * A recorded race laid on a band's plan (issue 27 point 2): only the numbers derived per band row,
 * the gap curve and the heights under it, never a position or a time of the file. A member's
 * review belongs to one of their saved bands (`savedBandId`, `ownerId`) and goes with it; one made
 * on the build page without an account has neither, and is reachable only through its share token.
 * Anyone with the token reads the review (read-only); only the owner deletes it.
 */
const RaceReviewSchema = defineEntity({
  name: 'RaceReviewRecord',
  tableName: 'race_review',
  properties: {
    id: p.uuid().primary(),
    /** 256 random bits, base64url: the read-only link's key. */
    shareToken: p.string().length(64).unique(),
    ownerId: userIdColumn().nullable().index(),
    savedBandId: p.uuid().nullable().index(),
    /** The band's title (or the race's distance) at the time, shown above the review. */
    title: p.string().length(120),
    review: p.json<Review>(),
    createdAt: createdAtColumn(),
  },
});

export class RaceReviewRecord extends RaceReviewSchema.class {}
RaceReviewSchema.setClass(RaceReviewRecord);
