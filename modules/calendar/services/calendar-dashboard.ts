import '../routes.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { DashboardContext, DashboardTile, SitemapEntry } from '../../../src/host/module-contract.ts';
import { alternatePaths, routePath } from '../../../src/i18n/route-table.ts';
import { countByStatus, listPublicEventSlugs, publishedDates } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { monthEnd, shiftMonth, todayIso } from './event-time.ts';

const TREND_MONTHS = 6;

/** Published races per month, this month and the next ones (oldest first). */
export function racesPerMonth(dates: readonly string[], firstMonth: string, months: number): number[] {
  const list = Array.from({ length: months }, (_, i) => shiftMonth(firstMonth, i));
  return list.map((month) => dates.filter((date) => date.startsWith(month)).length);
}

/** The calendar's dashboard tiles: races (with the coming months as a trend) and the proposals waiting. */
export async function calendarDashboard({ locale }: DashboardContext, today: string = todayIso()): Promise<DashboardTile[]> {
  const T = t(locale).calendar.admin.tiles;
  const em = requestEm();
  const month = today.slice(0, 7);
  const [counts, dates] = await Promise.all([
    countByStatus(em),
    publishedDates(em, `${month}-01`, monthEnd(shiftMonth(month, TREND_MONTHS - 1))),
  ]);
  return [
    {
      order: 60,
      label: T.races(),
      value: String(counts.published),
      detail: T.racesDetail({ canceled: String(counts.canceled) }),
      trend: { caption: T.trend({ months: String(TREND_MONTHS) }), values: racesPerMonth(dates, month, TREND_MONTHS) },
      href: routePath(locale, 'admin.calendar.index'),
    },
    {
      order: 61,
      label: T.proposals(),
      value: String(counts.proposed),
      detail: T.proposalsDetail(),
      href: routePath(locale, 'admin.calendar.queue'),
    },
  ];
}

/** Public races (published and canceled) for /sitemap.xml, each page in four languages. */
export async function calendarSitemap(): Promise<SitemapEntry[]> {
  const events = await listPublicEventSlugs(requestEm());
  return events.map((event) => ({ alternates: alternatePaths('calendar.show', { slug: event.slug }), lastModified: event.updatedAt }));
}
