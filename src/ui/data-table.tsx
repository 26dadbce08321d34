import type { ReactNode } from 'react';
import type { Locale } from '../i18n/locales.ts';
import { t } from '../i18n/messages.ts';
import { tableHref, type PageWindow, type SortDir, type TableState } from './table-query.ts';

type RowKey = string | number;

export interface Column<T, K extends string = never> {
  label: string;
  /** A heading read by screen readers only (a column of buttons). */
  hiddenLabel?: boolean;
  /** The sort key of this column; none: it does not sort. */
  sort?: K;
  /** The direction of the first click on it: 'desc' for dates and counts, newest or most first. */
  firstDir?: SortDir;
  /** The row's header cell, which names the row for screen readers. */
  rowHeader?: boolean;
  /** The language of the cell's text, where it is not the page's. */
  lang?: (row: T) => string | undefined;
  cell: (row: T) => ReactNode;
}

/** Where a table stands: its sorting, the page shown and the page's query string (without '?'). */
export interface TableView<K extends string> {
  state: TableState<K>;
  window: PageWindow;
  query: string;
}

/** Rows keyed by their `id` unless told otherwise. */
const byId = (row: unknown): RowKey => (row as { id: RowKey }).id;

/**
 * The admin tables: sortable headings and pages as plain links (`?sort=…&dir=…&page=…`, the
 * page's filters kept), so the server sorts and pages with or without JavaScript; `aria-sort`
 * says which column orders the rows. Parse the address with `parseTableQuery` (table-query.ts).
 */
export function DataTable<T, K extends string>(props: {
  locale: Locale;
  /** Names the table (its caption, read by screen readers) and its pager. */
  caption: string;
  columns: ReadonlyArray<Column<T, K>>;
  rows: readonly T[];
  /** The row's key; its `id` unless told. */
  rowKey?: (row: T) => RowKey;
  view: TableView<K>;
  /** Shown instead of the table when there is no row (`null`: the page says it already). */
  empty: ReactNode;
}) {
  const { state, query } = props.view;
  if (props.rows.length === 0) return props.empty === null ? null : <p className="table-empty">{props.empty}</p>;
  const heading = (column: Column<T, K>, label: ReactNode) => {
    if (!column.sort) return label;
    const active = column.sort === state.sort;
    const dir: SortDir = active ? (state.dir === 'asc' ? 'desc' : 'asc') : (column.firstDir ?? 'asc');
    return (
      <a href={tableHref(query, { sort: column.sort, dir, page: null })} className="sort-link">
        {label}
        <span aria-hidden="true" className="sort-mark">
          {active ? (state.dir === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </a>
    );
  };
  return (
    <div className="data-table-kit">
      <div className="table-wrap">
        <Table
          caption={props.caption}
          columns={props.columns}
          rows={props.rows}
          rowKey={props.rowKey}
          heading={heading}
          ariaSort={(column) =>
            column.sort && column.sort === state.sort ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined
          }
        />
      </div>
      <Pager locale={props.locale} caption={props.caption} window={props.view.window} query={query} />
    </div>
  );
}

/**
 * A table with column headings (`scope="col"`) and, where a column says so, row headings
 * (`scope="row"`): the admin lists that neither sort nor page use it as it is.
 */
export function Table<T, K extends string = never>(props: {
  /** Read by screen readers only. */
  caption?: string;
  columns: ReadonlyArray<Column<T, K>>;
  rows: readonly T[];
  /** The row's key; its `id` unless told. */
  rowKey?: (row: T) => RowKey;
  rowClass?: (row: T) => string | undefined;
  className?: string;
  heading?: (column: Column<T, K>, label: ReactNode) => ReactNode;
  ariaSort?: (column: Column<T, K>) => 'ascending' | 'descending' | undefined;
}) {
  const { columns, heading, ariaSort } = props;
  const rowKey = props.rowKey ?? byId;
  return (
    <table className={props.className ?? 'data-table'}>
      {props.caption !== undefined && <caption className="visually-hidden">{props.caption}</caption>}
      <thead>
        <tr>
          {columns.map((column, i) => {
            const label = column.hiddenLabel ? <span className="visually-hidden">{column.label}</span> : column.label;
            return (
              <th key={i} scope="col" aria-sort={ariaSort?.(column)}>
                {heading ? heading(column, label) : label}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={rowKey(row)} className={props.rowClass?.(row)}>
            {columns.map((column, i) =>
              column.rowHeader ? (
                <th key={i} scope="row" lang={column.lang?.(row)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={i} lang={column.lang?.(row)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The row count, and links to the previous and next pages when there are several. */
function Pager({ locale, caption, window, query }: { locale: Locale; caption: string; window: PageWindow; query: string }) {
  const T = t(locale).dataTable;
  const link = (page: number) => tableHref(query, { page: page === 1 ? null : String(page) });
  return (
    <div className="table-foot">
      <p className="muted">{T.rows({ count: window.total })}</p>
      {window.pages > 1 && (
        <nav aria-label={T.pages({ table: caption })} className="table-pager">
          {window.page > 1 ? (
            <a href={link(window.page - 1)} rel="prev" className="btn btn-secondary">
              {T.previous()}
            </a>
          ) : (
            <span className="btn btn-secondary" aria-disabled="true">
              {T.previous()}
            </span>
          )}
          <span aria-current="page">{T.page({ page: window.page, pages: window.pages })}</span>
          {window.page < window.pages ? (
            <a href={link(window.page + 1)} rel="next" className="btn btn-secondary">
              {T.next()}
            </a>
          ) : (
            <span className="btn btn-secondary" aria-disabled="true">
              {T.next()}
            </span>
          )}
        </nav>
      )}
    </div>
  );
}
