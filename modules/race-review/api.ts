import { Hono, type Context } from 'hono';
import type { Viewer } from '../../src/auth/access.ts';
import { getViewer } from '../../src/auth/viewer.server.ts';
import { requestEm } from '../../src/db/orm.server.ts';
import { readFormPost } from '../../src/host/forms/form-post.ts';
import { routePath } from '../../src/i18n/route-table.ts';
import { NotFoundError, UnauthenticatedError } from '../../src/lib/http-errors.ts';
import { deleteRaceReview, ownsRaceReview } from './data/race-review.repository.ts';
import { dictionary } from './locales/messages.ts';
import { raceReviewApiPaths } from './api-paths.ts';

export interface RaceReviewApiDeps {
  /** Who is asking; the session by default, injectable for tests. */
  viewer?: (c: Context) => Promise<Viewer>;
}

/**
 * The race review's own actions: delete (the owner only; anyone else's review, or a missing one,
 * is a 404). Reviews are made where their band's plan is known: the band builder's API
 * (bandRacesApi in api-paths.ts).
 */
export function createRaceReviewApi(deps: RaceReviewApiDeps = {}) {
  const viewerOf = deps.viewer ?? ((c: Context) => getViewer(c.req.raw.headers));
  return new Hono().post(raceReviewApiPaths.routes.delete.pattern, async (c) => {
    const post = await readFormPost(c);
    const L = dictionary(post.locale).raceReview;
    const viewer = await viewerOf(c);
    if (viewer.kind !== 'user') throw new UnauthenticatedError(L.loginToReview);
    if (!(await ownsRaceReview(requestEm(), viewer.id, c.req.param('id')))) throw new NotFoundError(L.notFound);
    // SPEC 8: asked first (the dialog, or the confirm page without JavaScript).
    const ask = await post.confirmFirst('delete', routePath(post.locale, 'pace-bands.index'));
    if (ask) return ask;
    if (!(await deleteRaceReview(requestEm(), viewer.id, c.req.param('id')))) throw new NotFoundError(L.notFound);
    return post.redirect(routePath(post.locale, 'pace-bands.index'), {
      flash: { form: 'race-review', errors: {}, values: {}, message: { kind: 'success', text: L.deleted } },
    });
  });
}

export const raceReviewApi = createRaceReviewApi();
