import { Hono, type Context } from 'hono';
import type { Viewer } from '../../../src/auth/access.ts';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { bodyCap } from '../../../src/host/body-cap.ts';
import { rateLimit } from '../../../src/host/rate-limit.ts';
import { nodeBodyOf, streamMultipart } from '../../../src/host/uploads/multipart-stream.ts';
import { toLocale, type Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { NotFoundError, TooLargeError, UnauthenticatedError, ValidationError } from '../../../src/lib/http-errors.ts';
import { CourseFileError, courseUploadMaxBytes } from '../../courses/index.ts';
import {
  createRaceReview,
  raceReviewDictionary,
  reviewCourseOf,
  reviewErrorMessage,
  reviewPlanOf,
  reviewRace,
} from '../../race-review/index.ts';
import { findSavedBand } from '../data/saved-band.repository.ts';
import { decodeSettingsParam } from '../services/build/settings-link.ts';
import { bandRacesApi } from '../../race-review/index.ts';
import { viewerBuild } from './viewer-build.ts';

/** Room for the form's other fields (the band's settings link) beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
const raceLimit = rateLimit({ name: 'band-race-review', windowMs: 60_000, max: 20 });

export interface RaceRoutesDeps {
  viewer?: (c: Context) => Promise<Viewer>;
  /** The upload cap, bytes (COURSE_UPLOAD_MAX_MB by default, as the course pages' recorded runs). */
  maxUploadBytes?: () => number;
}

/**
 * "After the race" (issue 27 point 2): a recorded race (multipart `file`) judged against a band's
 * plan, in the worker pool. `POST /saved/:id`: one of the viewer's saved bands (anyone else's, or
 * a missing one, is a 404); the review is kept with it. `POST /build`: the build page's band as its
 * address has it (`s`, the band definition, and `course`), for anyone; the review is kept only behind its unguessable
 * share token. Both answer `{ path }` (201) where the review is shown; a refused file is a 422
 * whose message says why, in the user's language, and nothing is kept.
 */
export function raceRoutes(deps: RaceRoutesDeps = {}) {
  const viewerOf = deps.viewer ?? ((c: Context) => getViewer(c.req.raw.headers));
  const maxBytes = deps.maxUploadBytes ?? courseUploadMaxBytes;
  const capped = bodyCap(maxBytes() + FORM_OVERHEAD_BYTES, (c) => {
    throw new TooLargeError(raceReviewDictionary(toLocale(c.req.query('lang'))).raceReview.failed);
  });

  /** The band's plan and course from its definition, for this viewer (someone else's private course is a 404). */
  async function planOf(c: Context, locale: Locale, definition: unknown, courseUuid: string | undefined) {
    const { plans, settings, course } = await viewerBuild(c, viewerOf, locale, definition, courseUuid);
    return { plan: plans[0]!, course, title: settings.band.title };
  }

  /** The uploaded race, read and judged; a refusal is a 422 with its message on the `file` field. */
  async function review(
    c: Context,
    locale: Locale,
    file: { bytes: Uint8Array; name: string } | null,
    planned: Awaited<ReturnType<typeof planOf>>,
  ) {
    const L = raceReviewDictionary(locale).raceReview;
    if (!file || file.bytes.length === 0) throw new ValidationError({ file: [L.errors.noFile] });
    const name = file.name.replace(/[\\/]/g, '_').slice(-200) || 'race';
    try {
      if (file.bytes.length > maxBytes()) {
        // The reader's own refusal, before the bytes go to a worker.
        throw new CourseFileError('fileTooLarge', { maxMb: Math.round((maxBytes() / 1048576) * 10) / 10 });
      }
      return await reviewRace(file.bytes, name, reviewPlanOf(planned.plan), planned.course ? reviewCourseOf(planned.course) : null, {
        maxBytes: maxBytes(),
      });
    } catch (error) {
      const message = reviewErrorMessage(error, locale);
      if (message === null) throw error;
      throw new ValidationError({ file: [message] });
    }
  }

  return new Hono()
    .post(bandRacesApi.routes.saved.pattern, raceLimit, capped, async (c) => {
      const viewer = await viewerOf(c);
      const form = await streamMultipart(c.req.raw, { nodeBody: nodeBodyOf(c.env, c.req.raw) });
      const locale = toLocale(form?.fields.locale, c.req.query('lang'));
      const L = raceReviewDictionary(locale).raceReview;
      if (viewer.kind !== 'user') throw new UnauthenticatedError(L.loginToReview);
      const band = await findSavedBand(requestEm(), viewer.id, c.req.param('id'));
      if (!band) throw new NotFoundError(L.bandNotFound);
      const planned = await planOf(c, locale, band.definition, band.courseUuid ?? undefined);
      const result = await review(c, locale, form?.file ?? null, planned);
      await createRaceReview(requestEm(), { owner: { userId: viewer.id, savedBandId: band.id }, title: band.title, review: result });
      return c.json({ path: `${routePath(locale, 'pace-bands.index')}#band-${band.id}` }, 201);
    })
    .post(bandRacesApi.routes.build.pattern, raceLimit, capped, async (c) => {
      const form = await streamMultipart(c.req.raw, { nodeBody: nodeBodyOf(c.env, c.req.raw) });
      const locale = toLocale(form?.fields.locale, c.req.query('lang'));
      const planned = await planOf(c, locale, decodeSettingsParam(form?.fields.s ?? ''), form?.fields.course || undefined);
      const result = await review(c, locale, form?.file ?? null, planned);
      const kept = await createRaceReview(requestEm(), {
        owner: null,
        title: planned.title || formatTitle(result.distanceM, locale),
        review: result,
      });
      return c.json({ path: routePath(locale, 'race-review.shared', { token: kept.shareToken }) }, 201);
    });
}

function formatTitle(distanceM: number, locale: Locale): string {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(distanceM / 1000)} km`;
}

export const bandRaceApi = raceRoutes();
