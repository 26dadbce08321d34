import { describe, expect, it } from 'vitest';
import { filtersQuery, isFiltered, parseFilters, withQuery } from './event-filters.ts';

describe('calendar filters in the URL', () => {
  it('reads every filter', () => {
    expect(parseFilters('view=month&month=2027-04&country=fr&distance=marathon&q=%20Paris%20%20run&page=3')).toEqual({
      view: 'month',
      month: '2027-04',
      country: 'FR',
      distance: 'marathon',
      q: 'Paris run',
      page: 3,
    });
  });

  it('drops what it cannot read instead of failing (a stale link still opens)', () => {
    expect(parseFilters('view=grid&month=2027-13&country=ZZ&distance=6k&q=&page=-2')).toEqual({
      view: 'list',
      month: null,
      country: null,
      distance: null,
      q: null,
      page: 1,
    });
    expect(parseFilters('page=999999').page).toBe(500);
    expect(parseFilters(`q=${'a'.repeat(500)}`).q).toHaveLength(80);
  });

  it('writes the same filters back, defaults left out', () => {
    const filters = parseFilters('country=IT&distance=half&month=2027-05&view=month');
    expect(parseFilters(filtersQuery(filters))).toEqual(filters);
    expect(filtersQuery(parseFilters(''))).toBe('');
    expect(withQuery('/fr/calendrier', { ...filters, page: 2 })).toBe(
      '/fr/calendrier?view=month&month=2027-05&country=IT&distance=half&page=2',
    );
    expect(withQuery('/en/calendar', parseFilters(''))).toBe('/en/calendar');
  });

  it('knows when the list is narrowed', () => {
    expect(isFiltered(parseFilters('view=month&page=4'))).toBe(false);
    expect(isFiltered(parseFilters('q=lyon'))).toBe(true);
  });
});
