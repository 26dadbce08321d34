import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_notFound as notFound } from 'waku/router/server';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { findSharedReview } from '../data/race-review.repository.ts';
import { dictionary } from '../locales/messages.ts';
import { ReviewView } from './review-view.tsx';

/**
 * race-review.shared: a race review, read-only, for anyone with its link (its token is 256 random
 * bits: the link is the permission). It shows the kept numbers only: no file, no owner, no band.
 */
export async function SharedReviewPage({ locale, params, available }: RoutePageProps) {
  const L = dictionary(locale).raceReview;
  const review = await findSharedReview(requestEm(), String(params.token ?? ''));
  if (!review) notFound();
  const title = fillTemplate(L.sharedTitle, { title: review.title });
  return (
    <div className="stack">
      <PageHead locale={locale} route="race-review.shared" params={{ token: review.shareToken }} title={title} noindex />
      <h1>{title}</h1>
      <p className="muted">{L.sharedReadOnly}</p>
      <ReviewView locale={locale} review={review.review} />
      {available.has('build.index') && (
        <p>
          <Link to={routePath(locale, 'build.index')}>{L.buildOwn}</Link>
        </p>
      )}
    </div>
  );
}
