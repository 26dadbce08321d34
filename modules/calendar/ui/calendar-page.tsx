import { requestEm } from '../../../src/db/orm.server.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { countryName } from '../../../src/lib/countries.ts';
import { PageTop } from '../../../src/ui/page-head.tsx';
import { monthEvents, statisticsRows } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { calendarListPage, feedPath } from '../services/calendar-list.ts';
import { distanceLabel, distanceOptions } from '../services/event-distances.ts';
import { parseFilters, withQuery, type CalendarFilters } from '../services/event-filters.ts';
import { calendarStatistics } from '../services/event-statistics.ts';
import { formatMonth, shiftMonth, todayIso } from '../services/event-time.ts';
import { eventView } from '../services/event-view.ts';
import { EventList } from './event-list.client.tsx';
import { FiltersForm } from './filters-form.tsx';
import { MonthView } from './month-view.tsx';
import { StatisticsSection } from './statistics-section.tsx';

/** calendar.index (open): list or month view of the races, filters in the URL, statistics, feed. */
export async function CalendarPage({ locale, query, available }: RoutePageProps) {
  const LL = t(locale);
  const C = LL.calendar;
  const em = requestEm();
  const today = todayIso();
  const filters = parseFilters(query);
  const base = routePath(locale, 'calendar.index');
  const month = filters.month ?? today.slice(0, 7);
  const shown: CalendarFilters = filters.view === 'month' ? { ...filters, month } : filters;

  const [allRows, rows] = await Promise.all([statisticsRows(em, parseFilters(''), today), statisticsRows(em, shown, today)]);
  const stats = calendarStatistics(rows);
  const names = { marathon: C.distanceNames.marathon(), half: C.distanceNames.half() };
  const countryCodes = [...new Set([...allRows.map((r) => r.countryCode), ...(filters.country ? [filters.country] : [])])];
  const distanceTokens = distanceOptions([...allRows.flatMap((r) => r.distances), ...(filters.distance ? [filters.distance] : [])]);
  const months = Array.from({ length: 12 }, (_, i) => shiftMonth(today.slice(0, 7), i));
  if (filters.month && !months.includes(filters.month)) months.unshift(filters.month);

  const list = filters.view === 'list' ? await calendarListPage(em, filters, locale, today) : null;
  const monthList = filters.view === 'month' ? (await monthEvents(em, { ...filters, month })).map((e) => eventView(e, locale, LL)) : [];
  const viewHref = (view: 'list' | 'month') => withQuery(base, { ...filters, view, page: 1 });

  return (
    <div className="stack">
      <PageTop locale={locale} route="calendar.index" title={C.title()} />
      <p>{C.intro()}</p>
      <FiltersForm
        locale={locale}
        LL={LL}
        action={base}
        filters={shown}
        months={months.map((m) => ({ value: m, label: formatMonth(m, locale) }))}
        countries={countryCodes
          .map((code) => ({ value: code, label: countryName(code, locale) ?? code }))
          .sort((a, b) => a.label.localeCompare(b.label, locale))}
        distances={distanceTokens.map((token) => ({ value: token, label: distanceLabel(token, locale, names) }))}
        clearHref={filters.view === 'month' ? `${base}?view=month` : base}
      />
      <div className="cal-toolbar">
        <ul className="cal-views" aria-label={C.views.label()}>
          <li>
            <a href={viewHref('list')} aria-current={filters.view === 'list' ? 'page' : undefined}>
              {C.views.list()}
            </a>
          </li>
          <li>
            <a href={viewHref('month')} aria-current={filters.view === 'month' ? 'page' : undefined}>
              {C.views.month()}
            </a>
          </li>
        </ul>
        <p>
          <a href={feedPath(shown, locale)} type="text/calendar">
            {C.subscribe.feed()}
          </a>
          {available.has('calendar.propose') && (
            <>
              {' · '}
              <a href={routePath(locale, 'calendar.propose')}>{C.propose.link()}</a>
            </>
          )}
        </p>
      </div>
      {/* Above the list: an infinitely scrolling list never lets the reader reach what follows it. */}
      <StatisticsSection stats={stats} locale={locale} LL={LL} />
      {list && (
        <section aria-labelledby="cal-list-title" className="stack">
          <h2 id="cal-list-title">
            {C.list.count({ count: list.total })}
            {list.pages > 1 && <span className="muted"> · {C.list.page({ page: String(list.page), pages: String(list.pages) })}</span>}
          </h2>
          {list.total === 0 && <p>{C.list.empty()}</p>}
          {list.page > 1 && (
            <p>
              <a href={withQuery(base, { ...filters, page: list.page - 1 })} rel="prev">
                {C.list.previous()}
              </a>
            </p>
          )}
          <EventList
            key={query}
            first={{ items: list.items, next: list.next }}
            labels={{
              next: C.list.next(),
              loading: C.list.loading(),
              end: C.list.end(),
              build: C.event.buildBand(),
              failed: C.list.failed(),
            }}
          />
        </section>
      )}
      {filters.view === 'month' && (
        <MonthView
          locale={locale}
          LL={LL}
          month={month}
          events={monthList}
          previousHref={withQuery(base, { ...filters, month: shiftMonth(month, -1) })}
          nextHref={withQuery(base, { ...filters, month: shiftMonth(month, 1) })}
          dayListHref={withQuery(base, { ...filters, view: 'list', month })}
        />
      )}
      <p className="muted">{C.subscribe.help()}</p>
    </div>
  );
}
