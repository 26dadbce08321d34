import { countryName } from '../../../src/lib/countries.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { Translator } from '../locales/messages.ts';
import { distanceLabel } from '../services/event-distances.ts';
import type { CalendarStatistics } from '../services/event-statistics.ts';
import { RankingChart } from './statistics.tsx';

/** SPEC 2's statistics of the filtered races: three figures, then the top distances and countries as bar charts. */
export function StatisticsSection({ stats, locale, LL }: { stats: CalendarStatistics; locale: Locale; LL: Translator }) {
  const S = LL.calendar.stats;
  const names = { marathon: LL.calendar.distanceNames.marathon(), half: LL.calendar.distanceNames.half() };
  const value = (row: { label: string; count: number }) => S.value({ label: row.label, count: String(row.count) });
  return (
    <section aria-labelledby="cal-stats" className="stack">
      <h2 id="cal-stats">{S.title()}</h2>
      <dl className="cal-stats-figures" data-testid="calendar-stats">
        <div>
          <dt>{S.events()}</dt>
          <dd>{stats.events}</dd>
        </div>
        <div>
          <dt>{S.countries()}</dt>
          <dd>{stats.countries}</dd>
        </div>
        <div>
          <dt>{S.distances()}</dt>
          <dd>{stats.distances}</dd>
        </div>
      </dl>
      <div className="cal-charts">
        <RankingChart
          id="chart-distances"
          title={S.topDistances()}
          rows={stats.topDistances.map((r) => ({ ...r, label: distanceLabel(r.key, locale, names) }))}
          valueLabel={value}
        />
        <RankingChart
          id="chart-countries"
          title={S.topCountries()}
          rows={stats.topCountries.map((r) => ({ ...r, label: countryName(r.key, locale) ?? r.key }))}
          valueLabel={value}
        />
      </div>
    </section>
  );
}
