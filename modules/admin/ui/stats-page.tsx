import { requireRole } from '../../../src/auth/viewer.server.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { EVENT_KINDS } from '../../../src/host/events.ts';
import { LOCALE_NAMES, LOCALE_TAGS, isLocale } from '../../../src/i18n/locales.ts';
import type { RoutePageProps } from '../../../src/i18n/page-types.ts';
import { Table } from '../../../src/ui/data-table.tsx';
import { PageHead } from '../../../src/ui/page-head.tsx';
import { countsBy, dailyCounts } from '../data/stats.repository.ts';
import { t } from '../locales/messages.ts';
import { lastDays } from '../services/admin-dashboard.ts';
import { StatsChart } from './stats-chart.client.tsx';

const PERIODS = [7, 30, 90, 365] as const;

/**
 * admin.stats.index (SPEC 2, the owner's stats dashboard, opened in a new tab): per day, bands
 * built, bands saved, downloads, sign-ups, orders, donations and predictor use, then each by language and by
 * country. Owner only.
 */
export async function StatsPage({ locale, query }: RoutePageProps) {
  await requireRole(['owner']);
  const LL = t(locale);
  const S = LL.admin.stats;
  const asked = Number(new URLSearchParams(query).get('days'));
  const days = (PERIODS as readonly number[]).includes(asked) ? asked : 30;
  const keys = lastDays(days);
  const from = new Date(`${keys[0]}T00:00:00Z`);
  const em = requestEm();
  const [daily, byLocale, byCountry] = await Promise.all([
    dailyCounts(em, from),
    countsBy(em, 'locale', from),
    countsBy(em, 'country', from),
  ]);
  const countryName = new Intl.DisplayNames([LOCALE_TAGS[locale]], { type: 'region' });
  const keyLabel = (column: 'locale' | 'country', key: string) =>
    !key ? S.unknown() : column === 'locale' ? (isLocale(key) ? LOCALE_NAMES[key] : key) : (countryName.of(key) ?? key);
  const breakdown = (column: 'locale' | 'country', rows: typeof byLocale) => {
    const keysSeen = [...new Set(rows.map((r) => r.key))];
    return { keysSeen, count: (kind: string, key: string) => rows.find((r) => r.kind === kind && r.key === key)?.count ?? 0, column };
  };
  const tables = [
    { title: S.byLanguage(), ...breakdown('locale', byLocale) },
    { title: S.byCountry(), ...breakdown('country', byCountry) },
  ];
  return (
    <div>
      <PageHead locale={locale} route="admin.stats.index" title={S.title()} noindex />
      <h1>{S.title()}</h1>
      <p className="muted">{S.intro()}</p>
      <p className="muted">{S.definitions()}</p>
      <form method="get" className="filters">
        <div className="field">
          <label htmlFor="stats-days">{S.period()}</label>
          <select id="stats-days" name="days" defaultValue={String(days)}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {S.days({ days: String(p) })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-secondary">
          {S.show()}
        </button>
      </form>
      {EVENT_KINDS.map((kind) => {
        const values = keys.map((day) => daily.find((d) => d.day === day && d.kind === kind)?.count ?? 0);
        const total = values.reduce((a, b) => a + b, 0);
        return (
          <section key={kind} className="card" aria-labelledby={`stats-${kind}`}>
            <h2 id={`stats-${kind}`}>
              {S.kinds[kind]()}: {total}
            </h2>
            <StatsChart
              days={keys}
              values={values}
              label={S.chartLabel({ kind: S.kinds[kind](), total: String(total), days: String(days) })}
            />
          </section>
        );
      })}
      {tables.map((table) => (
        <section key={table.column} className="card">
          <h2 id={`stats-${table.column}`}>{table.title}</h2>
          {table.keysSeen.length === 0 ? (
            <p>{S.empty()}</p>
          ) : (
            // Scrolls when wider or taller than the card: a keyboard reaches it (tabIndex), named by its heading.
            <div className="table-scroll" tabIndex={0} role="region" aria-labelledby={`stats-${table.column}`}>
              <Table
                rows={table.keysSeen}
                rowKey={(key) => key}
                columns={[
                  { label: table.title, rowHeader: true, cell: (key) => keyLabel(table.column, key) },
                  ...EVENT_KINDS.map((kind) => ({ label: S.kinds[kind](), cell: (key: string) => table.count(kind, key) })),
                ]}
              />
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
