import { Link } from '../../../src/ui/link.client.tsx';
import { getViewer } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { dictionary, t } from '../locales/messages.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { searchCourses } from '../data/course-search.repository.ts';
import { countryOptions, isCountryCode } from '../services/countries.ts';
import { CourseCard } from './course-card.tsx';

/** search.index (open): a GET form, so results and their page live in the address. */
export async function SearchPage({ locale, query }: RoutePageProps) {
  const L = t(locale).courses;
  const raw = dictionary(locale).courses;
  const params = new URLSearchParams(query);
  const q = (params.get('q') ?? '').slice(0, 100);
  const country = (params.get('country') ?? '').toUpperCase();
  const distance = params.get('distance') ?? '';
  const pageNo = Number.parseInt(params.get('page') ?? '1', 10) || 1;
  const viewer = await getViewer();
  const result = await searchCourses(requestEm(), {
    viewerId: viewer.kind === 'user' ? viewer.id : undefined,
    query: q,
    countryCode: isCountryCode(country) ? country : undefined,
    distancePreset: DISTANCE_PRESETS.some((p) => p.id === distance) ? distance : undefined,
    page: pageNo,
  });
  const base = routePath(locale, 'search.index');
  const link = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `${base}?${next.toString()}`;
  };
  return (
    <div className="stack">
      <PageTop locale={locale} route="search.index" title={L.titles.search()} />
      <form method="get" action={base} role="search" className="search-form">
        <div className="field">
          <label htmlFor="s-q">{L.search.query()}</label>
          <input id="s-q" name="q" type="search" defaultValue={q} maxLength={100} />
        </div>
        <div className="field">
          <label htmlFor="s-country">{L.fields.country()}</label>
          <select id="s-country" name="country" defaultValue={country}>
            <option value="">{L.choices.anyCountry()}</option>
            {countryOptions(locale).map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="s-distance">{L.fields.distance()}</label>
          <select id="s-distance" name="distance" defaultValue={distance}>
            <option value="">{L.choices.anyDistance()}</option>
            {DISTANCE_PRESETS.map((p) => (
              <option key={p.id} value={p.id}>
                {p.id === 'half' ? raw.choices.half : p.id === 'marathon' ? raw.choices.marathon : p.label}
              </option>
            ))}
          </select>
        </div>
        <button className="btn" type="submit">
          {L.search.submit()}
        </button>
      </form>
      <p role="status">{result.total === 0 ? L.search.none() : L.search.results({ count: result.total })}</p>
      <div className="grid">
        {result.items.map((course) => (
          <CourseCard key={course.uuid} course={course} locale={locale} level={2} />
        ))}
      </div>
      {result.pages > 1 && (
        <nav aria-label={L.search.pages()} className="pager">
          {result.page > 1 && <Link to={link(result.page - 1)}>{L.search.previous()}</Link>}{' '}
          <span>{L.search.page({ page: result.page, pages: result.pages })}</span>{' '}
          {result.page < result.pages && <Link to={link(result.page + 1)}>{L.search.next()}</Link>}
        </nav>
      )}
    </div>
  );
}
