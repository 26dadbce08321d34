/**
 * The admin tables' sorting and paging, read from the query string (`?sort=name&dir=desc&page=3`)
 * so a table sorts and pages on the server, without JavaScript. Whatever the address says, the
 * result is a known column, a known direction and a page between 1 and the last one.
 */
export type SortDir = 'asc' | 'desc';

export interface TableSpec<K extends string> {
  /** The columns a table may sort by (the query's `sort` must be one of them). */
  sorts: readonly K[];
  defaultSort: K;
  defaultDir?: SortDir;
  /** Rows a page; 25 unless told. */
  pageSize?: number;
}

export interface TableState<K extends string> {
  sort: K;
  dir: SortDir;
  /** As asked (1…MAX_PAGE); `pageWindow` brings it back to the last page that exists. */
  page: number;
  pageSize: number;
}

/** A page number past this is not a page anyone asked for in earnest: it reads as this one. */
export const MAX_PAGE = 100_000;
const DEFAULT_PAGE_SIZE = 25;

const first = (query: URLSearchParams, key: string) => (query.get(key) ?? '').trim();

export function parseTableQuery<K extends string>(query: string | URLSearchParams, spec: TableSpec<K>): TableState<K> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const sortText = first(params, 'sort');
  const sort = spec.sorts.find((key) => key === sortText) ?? spec.defaultSort;
  const dirText = first(params, 'dir');
  const dir: SortDir = dirText === 'asc' || dirText === 'desc' ? dirText : (spec.defaultDir ?? 'asc');
  // Digits only (no "1e9", "0x10", "-3", "2.5"); however many, a number past MAX_PAGE reads as MAX_PAGE.
  const pageText = first(params, 'page');
  const asked = /^\d+$/.test(pageText) ? Number(pageText) : 1;
  const page = Math.min(Math.max(asked, 1), MAX_PAGE);
  return { sort, dir, page, pageSize: spec.pageSize ?? DEFAULT_PAGE_SIZE };
}

export interface PageWindow {
  /** The page shown: the one asked for, or the last one when it asked past the end. */
  page: number;
  pages: number;
  total: number;
  offset: number;
  limit: number;
}

/** Where the page falls among `total` rows; a page past the end shows the last one. */
export function pageWindow(state: Pick<TableState<string>, 'page' | 'pageSize'>, total: number): PageWindow {
  const count = Math.max(0, Math.floor(total));
  const pages = Math.max(1, Math.ceil(count / state.pageSize));
  const page = Math.min(state.page, pages);
  return { page, pages, total: count, offset: (page - 1) * state.pageSize, limit: state.pageSize };
}

type SortValue = string | number | null | undefined;

/**
 * Sorts and cuts rows held in memory (lists of at most a few hundred). Text compares as the
 * language does (accents, numbers inside text); empty values go last whatever the direction; rows
 * that compare equal keep their order.
 */
export function sortAndPage<T, K extends string>(
  rows: readonly T[],
  state: TableState<K>,
  valueOf: Record<K, (row: T) => SortValue>,
  locale: string,
): { rows: T[]; window: PageWindow } {
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const read = valueOf[state.sort];
  const sign = state.dir === 'asc' ? 1 : -1;
  const sorted = rows
    .map((row, index) => ({ row, index, value: read(row) }))
    .sort((a, b) => {
      const emptyA = a.value === null || a.value === undefined || a.value === '';
      const emptyB = b.value === null || b.value === undefined || b.value === '';
      if (emptyA || emptyB) return emptyA === emptyB ? a.index - b.index : emptyA ? 1 : -1;
      const order =
        typeof a.value === 'number' && typeof b.value === 'number' ? a.value - b.value : collator.compare(String(a.value), String(b.value));
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
  const window = pageWindow(state, sorted.length);
  return { rows: sorted.slice(window.offset, window.offset + window.limit), window };
}

/** The same address with some parameters changed (filters kept); `null` removes one. */
export function tableHref(query: string, changes: Readonly<Record<string, string | null>>): string {
  const params = new URLSearchParams(query);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : '?';
}
