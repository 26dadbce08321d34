import { describe, expect, it } from 'vitest';
import { MAX_PAGE, pageWindow, parseTableQuery, sortAndPage, tableHref } from './table-query.ts';

const spec = { sorts: ['name', 'joined'] as const, defaultSort: 'joined' as const, defaultDir: 'desc' as const, pageSize: 10 };

describe('parseTableQuery', () => {
  it.each([
    ['', { sort: 'joined', dir: 'desc', page: 1 }],
    ['sort=name&dir=asc&page=3', { sort: 'name', dir: 'asc', page: 3 }],
    ['sort=password&dir=desc', { sort: 'joined', dir: 'desc', page: 1 }],
    ['sort=NAME', { sort: 'joined', dir: 'desc', page: 1 }],
    ['sort=__proto__&dir=sideways', { sort: 'joined', dir: 'desc', page: 1 }],
    ['sort=constructor', { sort: 'joined', dir: 'desc', page: 1 }],
    ["sort=name;drop table users&dir=asc'", { sort: 'joined', dir: 'desc', page: 1 }],
    ['sort=name&sort=joined&page=2&page=9', { sort: 'name', dir: 'desc', page: 2 }],
    ['page=0', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=-4', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=2.5', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=1e9', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=0x10', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=Infinity', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=NaN', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=%00', { sort: 'joined', dir: 'desc', page: 1 }],
    ['page=%207%20', { sort: 'joined', dir: 'desc', page: 7 }],
    ['page=9999999', { sort: 'joined', dir: 'desc', page: MAX_PAGE }],
    ['page=99999999999', { sort: 'joined', dir: 'desc', page: MAX_PAGE }],
    [`page=${'9'.repeat(400)}`, { sort: 'joined', dir: 'desc', page: MAX_PAGE }],
    [`page=${'1'.repeat(100_000)}&sort=${'n'.repeat(100_000)}`, { sort: 'joined', dir: 'desc', page: MAX_PAGE }],
    [`page=${'1'.repeat(100_000)}x`, { sort: 'joined', dir: 'desc', page: 1 }],
  ])('%s', (query, expected) => {
    expect(parseTableQuery(query, spec)).toEqual({ ...expected, pageSize: 10 });
  });

  it('reads URLSearchParams as well as text, with the kit’s defaults', () => {
    expect(parseTableQuery(new URLSearchParams({ sort: 'name' }), { sorts: ['name'], defaultSort: 'name' })).toEqual({
      sort: 'name',
      dir: 'asc',
      page: 1,
      pageSize: 25,
    });
  });
});

describe('pageWindow', () => {
  it.each([
    [1, 0, { page: 1, pages: 1, offset: 0 }],
    [1, 25, { page: 1, pages: 3, offset: 0 }],
    [3, 25, { page: 3, pages: 3, offset: 20 }],
    [4, 25, { page: 3, pages: 3, offset: 20 }],
    [MAX_PAGE, 25, { page: 3, pages: 3, offset: 20 }],
    [MAX_PAGE, 0, { page: 1, pages: 1, offset: 0 }],
  ])('page %i of %i rows', (page, total, expected) => {
    expect(pageWindow({ page, pageSize: 10 }, total)).toMatchObject({ ...expected, total, limit: 10 });
  });
});

describe('sortAndPage', () => {
  const rows = [
    { name: 'émile', joined: 3 },
    { name: 'Zoé', joined: 1 },
    { name: 'adam', joined: null },
    { name: 'Bea', joined: 2 },
    { name: 'item 10', joined: 5 },
    { name: 'item 9', joined: 4 },
  ];
  const valueOf = { name: (r: (typeof rows)[number]) => r.name, joined: (r: (typeof rows)[number]) => r.joined };
  const names = (query: string, pageSize = 10) =>
    sortAndPage(rows, parseTableQuery(query, { ...spec, pageSize }), valueOf, 'fr').rows.map((r) => r.name);

  it('sorts text as the language does, numbers inside text by value', () => {
    expect(names('sort=name&dir=asc')).toEqual(['adam', 'Bea', 'émile', 'item 9', 'item 10', 'Zoé']);
    expect(names('sort=name&dir=desc')).toEqual(['Zoé', 'item 10', 'item 9', 'émile', 'Bea', 'adam']);
  });

  it('puts empty values last in both directions', () => {
    expect(names('sort=joined&dir=asc')).toEqual(['Zoé', 'Bea', 'émile', 'item 9', 'item 10', 'adam']);
    expect(names('sort=joined&dir=desc')).toEqual(['item 10', 'item 9', 'émile', 'Bea', 'Zoé', 'adam']);
  });

  it('cuts the page asked for, and the last page when asked past the end', () => {
    expect(names('sort=name&dir=asc&page=2', 4)).toEqual(['item 10', 'Zoé']);
    expect(names('sort=name&dir=asc&page=99999', 4)).toEqual(['item 10', 'Zoé']);
    const { window } = sortAndPage(rows, parseTableQuery('page=99999', { ...spec, pageSize: 4 }), valueOf, 'en');
    expect(window).toEqual({ page: 2, pages: 2, total: 6, offset: 4, limit: 4 });
  });
});

describe('tableHref', () => {
  it('changes sorting and paging and keeps the filters', () => {
    expect(tableHref('q=ann&page=4&sort=name', { sort: 'joined', dir: 'desc', page: null })).toBe('?q=ann&sort=joined&dir=desc');
    expect(tableHref('', { page: '2' })).toBe('?page=2');
    expect(tableHref('page=2', { page: null })).toBe('?');
  });
});
