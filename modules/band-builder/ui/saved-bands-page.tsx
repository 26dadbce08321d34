import { Link } from '../../../src/ui/link.client.tsx';
import { unstable_redirect as redirect } from 'waku/router/server';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { LOCALE_TAGS } from '../../../src/i18n/locales.ts';
import { dictionary } from '../locales/messages.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { readFlash } from '../../../src/host/forms/flash.server.ts';
import { FormMessage } from '../../../src/ui/form.tsx';
import { listSavedBands } from '../data/saved-band.repository.ts';
import { encodeSettingsParam } from '../services/build/settings-link.ts';
import { goalsOf, storedDefinition } from '../services/build/band-definition.ts';
import { SavedBandActions } from './saved-band-actions.client.tsx';
import { WatchFiles } from '../../watch/index.ts';
import { BandRaceReviews, listBandReviews } from '../../race-review/index.ts';

/**
 * pace-bands.index, "my pace bands": the user's saved bands, newest first, a page at a time
 * (`?page=n`). Accounts only. A band saved on a course opens on that course's build page, so it
 * plans the same splits again.
 */
export async function SavedBandsPage({ locale, query }: RoutePageProps) {
  const viewer = await getViewer();
  if (viewer.kind !== 'user')
    redirect(`${routePath(locale, 'login.index')}?redirectTo=${encodeURIComponent(routePath(locale, 'pace-bands.index'))}`, 303);
  const labels = dictionary(locale).builder.saved;
  const requested = Number(new URLSearchParams(query).get('page') ?? '1');
  const { bands, total, page, pages } = await listSavedBands(requestEm(), viewer.id, Number.isFinite(requested) ? requested : 1);
  // "After the race" (issue 27): the reviews kept with the bands of this page.
  const reviews = await listBandReviews(
    requestEm(),
    viewer.id,
    bands.map((band) => band.id),
  );
  // What the last form on this page left (a race review deleted).
  const flash = await readFlash();
  const pageHref = (n: number) => `${routePath(locale, 'pace-bands.index')}${n > 1 ? `?page=${n}` : ''}`;
  const date = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'medium' });
  const build = routePath(locale, 'build.index');
  return (
    <div className="stack">
      <PageTop locale={locale} route="pace-bands.index" title={labels.pageTitle} noindex />
      <p className="muted">{labels.intro}</p>
      <FormMessage flash={flash} form="race-review" />
      {bands.length === 0 && (
        <p>
          {labels.empty} <Link to={build}>{labels.buildOne}</Link>
        </p>
      )}
      <ul className="saved-list">
        {bands.map((band) => {
          const { goals } = goalsOf(storedDefinition(band.definition));
          const s = encodeSettingsParam(band.definition);
          return (
            <li key={band.id} id={`band-${band.id}`} className="card">
              <h2>{band.title}</h2>
              <p className="muted">
                {goals} · {fillTemplate(labels.updated, { date: date.format(new Date(band.updatedAt)) })}
              </p>
              <a
                className="btn"
                href={`${band.courseUuid ? routePath(locale, 'build.index.course', { courseUuid: band.courseUuid }) : build}?s=${s}&saved=${band.id}`}
              >
                {labels.open}
              </a>
              <SavedBandActions id={band.id} title={band.title} labels={labels} locale={locale} />
              <BandRaceReviews locale={locale} bandId={band.id} reviews={reviews.get(band.id) ?? []} />
              <WatchFiles locale={locale} courseUuid={band.courseUuid} linkState={s} compact />
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav className="pager" aria-label={fillTemplate(labels.pageOf, { page, pages, total }, locale)}>
          {page > 1 && (
            <Link to={pageHref(page - 1)} rel="prev">
              {labels.previousPage}
            </Link>
          )}
          <span className="muted">{fillTemplate(labels.pageOf, { page, pages, total }, locale)}</span>
          {page < pages && (
            <Link to={pageHref(page + 1)} rel="next">
              {labels.nextPage}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
