import { isCountryCode } from '../../../src/lib/countries.ts';
import { singleLineText } from '../../../src/lib/plain-text.ts';
import { canonicalDistance, isDistanceToken } from './event-distances.ts';

/**
 * The calendar's filters, all kept in the URL so a filtered list can be shared, bookmarked,
 * subscribed to (the feed takes the same query) and paged without JavaScript.
 */
export interface CalendarFilters {
  view: 'list' | 'month';
  /** YYYY-MM; in the list view, null means "from today on". */
  month: string | null;
  country: string | null;
  distance: string | null;
  q: string | null;
  page: number;
}

export const PAGE_SIZE = 20;
const MAX_PAGE = 500;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Filters from a query string; anything unreadable is dropped rather than refused (a stale link still opens). */
export function parseFilters(query: string | URLSearchParams): CalendarFilters {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const month = params.get('month');
  const country = params.get('country')?.toUpperCase() ?? null;
  const distance = params.get('distance');
  // Without controls: PostgreSQL refuses a NUL in the LIKE pattern (a 500).
  const q = singleLineText(params.get('q') ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  const page = Number(params.get('page') ?? '1');
  return {
    view: params.get('view') === 'month' ? 'month' : 'list',
    month: month && MONTH.test(month) ? month : null,
    country: country && isCountryCode(country) ? country : null,
    // "21000m" and "half" are one option: the filter names the canonical one (and matches both).
    distance: distance && isDistanceToken(distance) ? canonicalDistance(distance) : null,
    q: q || null,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** The query string of some filters (defaults left out), e.g. "country=FR&distance=marathon". */
export function filtersQuery(filters: Partial<CalendarFilters>): string {
  const params = new URLSearchParams();
  if (filters.view === 'month') params.set('view', 'month');
  if (filters.month) params.set('month', filters.month);
  if (filters.country) params.set('country', filters.country);
  if (filters.distance) params.set('distance', filters.distance);
  if (filters.q) params.set('q', filters.q);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params.toString();
}

/** A path with the filters' query, when there is one. */
export function withQuery(path: string, filters: Partial<CalendarFilters>): string {
  const query = filtersQuery(filters);
  return query ? `${path}?${query}` : path;
}

/** True when any filter narrows the list (view and page aside). */
export function isFiltered(filters: CalendarFilters): boolean {
  return Boolean(filters.month || filters.country || filters.distance || filters.q);
}
