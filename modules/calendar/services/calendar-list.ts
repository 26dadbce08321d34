import '../routes.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { listEvents } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { filtersQuery, withQuery, type CalendarFilters } from './event-filters.ts';
import { eventView, type ListPage } from './event-view.ts';
import { calendarApi } from '../api-paths.ts';

/** The feed of some filters (every page of them), in a language. */
export function feedPath(filters: CalendarFilters, locale: Locale): string {
  const query = filtersQuery({ ...filters, view: 'list', page: 1 });
  return calendarApi.routes.feed.href(`${query ? `${query}&` : ''}lang=${locale}`);
}

/**
 * One page of the list view as cards, with the address of the next page twice: the plain page
 * (no JavaScript) and its JSON twin for the infinite scroll. The page and the API share this.
 */
export async function calendarListPage(
  em: EntityManager,
  filters: CalendarFilters,
  locale: Locale,
  today: string,
): Promise<ListPage & { total: number; page: number; pages: number }> {
  const LL = t(locale);
  const page = await listEvents(em, { ...filters, view: 'list' }, today);
  const following = { ...filters, view: 'list' as const, page: page.page + 1 };
  const query = filtersQuery(following);
  return {
    items: page.items.map((event) => eventView(event, locale, LL)),
    next:
      page.page < page.pages
        ? {
            href: withQuery(routePath(locale, 'calendar.index'), following),
            api: calendarApi.routes.events.href(`${query}&lang=${locale}`),
          }
        : null,
    total: page.total,
    page: page.page,
    pages: page.pages,
  };
}
