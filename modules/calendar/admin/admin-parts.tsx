import '../routes.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { DataTable, type Column } from '../../../src/ui/data-table.tsx';
import { PostForm } from '../../../src/ui/form.tsx';
import { pageWindow, type TableState } from '../../../src/ui/table-query.ts';
import type { EventPage, RaceEventDto } from '../data/race-event.dto.ts';
import type { AdminEventSort } from '../data/race-event.repository.ts';
import type { Translator } from '../locales/messages.ts';
import { formatEventDate } from '../services/event-time.ts';
import { countryName } from '../../../src/lib/countries.ts';
import { calendarApi } from '../api-paths.ts';

/** A button that POSTs one action on a race (publish, reject, delete) and comes back to this list. */
export function ActionButton(props: {
  locale: Locale;
  id: string;
  action: 'publish' | 'reject' | 'delete';
  back: 'queue' | 'index';
  label: string;
  name: string;
}) {
  return (
    <PostForm
      action={calendarApi.routes.adminEventAction.href({ id: props.id, action: props.action })}
      locale={props.locale}
      className="cal-inline-form"
      confirm={props.action === 'delete' ? 'delete' : props.action === 'reject' ? 'action' : undefined}
    >
      <input type="hidden" name="back" value={props.back} />
      <button
        className={props.action === 'publish' ? 'btn' : 'btn btn-secondary'}
        type="submit"
        aria-label={`${props.label}: ${props.name}`}
      >
        {props.label}
      </button>
    </PostForm>
  );
}

/** The team's lists of races sort by date or name, 50 a page. */
export const EVENTS_TABLE = {
  sorts: ['date', 'name'] as const satisfies readonly AdminEventSort[],
  defaultSort: 'date' as const,
  pageSize: 50,
};

/** The team's table of races, with the actions the list offers; sorted and paged on the server. */
export function AdminEventTable(props: {
  locale: Locale;
  LL: Translator;
  page: EventPage;
  state: TableState<AdminEventSort>;
  query: string;
  back: 'queue' | 'index';
}) {
  const { locale, LL, page, back } = props;
  const A = LL.calendar.admin;
  const columns: Array<Column<RaceEventDto, AdminEventSort>> = [
    {
      label: A.columns.name(),
      sort: 'name',
      rowHeader: true,
      cell: (event) => (
        <>
          <a href={routePath(locale, 'calendar.show', { slug: event.slug })}>{event.name}</a>
          {event.demo && <span className="muted"> ({LL.calendar.event.demo()})</span>}
        </>
      ),
    },
    {
      label: A.columns.date(),
      sort: 'date',
      cell: (event) => <time dateTime={event.date}>{formatEventDate(event.date, locale, 'medium')}</time>,
    },
    {
      label: A.columns.place(),
      cell: (event) => [event.city, event.stateCode, countryName(event.countryCode, locale)].filter(Boolean).join(', '),
    },
    {
      label: back === 'queue' ? A.columns.proposedBy() : A.columns.status(),
      cell: (event) => (back === 'queue' ? (event.proposedBy ? A.member() : A.team()) : LL.calendar.statuses[event.status]()),
    },
    {
      label: A.columns.actions(),
      cell: (event) => (
        <>
          {event.status === 'proposed' && (
            <ActionButton locale={locale} id={event.id} action="publish" back={back} label={A.publish()} name={event.name} />
          )}
          {event.status === 'proposed' && (
            <ActionButton locale={locale} id={event.id} action="reject" back={back} label={A.reject()} name={event.name} />
          )}
          <a href={routePath(locale, 'admin.calendar.edit', { id: event.id })}>{A.edit()}</a>
        </>
      ),
    },
  ];
  return (
    <DataTable
      locale={locale}
      caption={back === 'queue' ? A.queueTitle() : A.title()}
      columns={columns}
      rows={page.items}
      view={{
        state: props.state,
        window: pageWindow({ page: page.page, pageSize: EVENTS_TABLE.pageSize }, page.total),
        query: props.query,
      }}
      empty={back === 'queue' ? A.queueEmpty() : A.empty()}
    />
  );
}
