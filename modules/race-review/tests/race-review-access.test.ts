import { RequestContext } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { asHost, testUserViewer } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { recordRun, runGpx } from '../../../tests/support/recorded-runs.ts';
import { createRaceReviewApi } from '../api.ts';
import {
  createRaceReview,
  deleteBandReviews,
  exportMemberReviews,
  findSharedReview,
  listBandReviews,
  MAX_REVIEWS_PER_BAND,
} from '../data/race-review.repository.ts';
import { reviewCourseOf, reviewPlanOf } from '../services/review-inputs.ts';
import { reviewRaceFile } from '../services/review-run.ts';
import { syntheticRace } from '../services/synthetic-race.test-support.ts';

const orm = useTestDatabase();
const api = asHost(createRaceReviewApi({ viewer: testUserViewer }), '/race-reviews');
const ORIGIN = 'http://localhost';
const race = syntheticRace();
const review = reviewRaceFile(
  runGpx(recordRun(race.points, { seed: 31, speedMps: 3.4, everyS: 5 })),
  'race.gpx',
  reviewPlanOf(race.plan),
  reviewCourseOf(race.course),
);
const BAND = '0b0e0c3a-6a57-4d5e-9a43-5f3c2a1b0c9d';

const remove = (id: string, user: string | null) =>
  RequestContext.create(orm().em, () =>
    api.request(`${ORIGIN}/${id}/delete`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...(user ? { 'x-test-user': user } : {}) },
      body: 'locale=fr&confirmed=1',
    }),
  );

describe('race reviews: who reads and who deletes (real PostgreSQL)', () => {
  it('shares a review read-only by its token; only its owner lists and deletes it', async () => {
    const kept = await createRaceReview(orm().em.fork(), { owner: { userId: 'ann', savedBandId: BAND }, title: 'Turin 10K', review });
    expect(kept.shareToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await findSharedReview(orm().em.fork(), kept.shareToken))?.review.rows).toHaveLength(review.rows.length);
    expect(await findSharedReview(orm().em.fork(), kept.id)).toBeNull();
    // A token one character off (never the token itself: one in 64 tokens already ends in "A").
    const offByOne = `${kept.shareToken.slice(0, -1)}${kept.shareToken.endsWith('A') ? 'B' : 'A'}`;
    expect(await findSharedReview(orm().em.fork(), offByOne)).toBeNull();
    expect((await listBandReviews(orm().em.fork(), 'bob', [BAND])).size).toBe(0);

    const guest = await remove(kept.id, null);
    expect(guest.status).toBe(401);
    const other = await remove(kept.id, 'bob');
    expect(other.status).toBe(404);
    expect(((await other.json()) as { message: string }).message).toBe('Cette analyse de course n’existe pas ou a été supprimée.');
    expect(await findSharedReview(orm().em.fork(), kept.shareToken)).not.toBeNull();
    // SPEC 8: an unconfirmed post (no JavaScript) goes to the confirm page and deletes nothing.
    const asked = await RequestContext.create(orm().em, () =>
      api.request(`${ORIGIN}/${kept.id}/delete`, {
        method: 'POST',
        headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', 'x-test-user': 'ann' },
        body: 'locale=fr',
      }),
    );
    expect(asked.headers.get('location')).toBe('/fr/confirmer');
    expect(await findSharedReview(orm().em.fork(), kept.shareToken)).not.toBeNull();
    const owner = await remove(kept.id, 'ann');
    expect(owner.status).toBe(303);
    expect(owner.headers.get('location')).toBe('/fr/bracelets-allure');
    expect(await findSharedReview(orm().em.fork(), kept.shareToken)).toBeNull();
  });

  it('keeps the last few reviews of a band, goes with the band, and is in the member’s export', async () => {
    for (let i = 0; i < MAX_REVIEWS_PER_BAND + 2; i++) {
      await createRaceReview(orm().em.fork(), { owner: { userId: 'cat', savedBandId: BAND }, title: `Run ${i}`, review });
    }
    const listed = (await listBandReviews(orm().em.fork(), 'cat', [BAND])).get(BAND)!;
    expect(listed).toHaveLength(MAX_REVIEWS_PER_BAND);
    expect(listed[0]!.title).toBe(`Run ${MAX_REVIEWS_PER_BAND + 1}`);
    expect(((await exportMemberReviews(orm().em.fork(), 'cat')).raceReviews as unknown[]).length).toBe(MAX_REVIEWS_PER_BAND);
    expect(await deleteBandReviews(orm().em.fork(), 'dan', BAND)).toBe(0);
    expect(await deleteBandReviews(orm().em.fork(), 'cat', BAND)).toBe(MAX_REVIEWS_PER_BAND);
  });
});
