import '../routes.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { PostForm } from '../../../src/ui/form.tsx';
import type { RaceEventDto } from '../data/race-event.dto.ts';
import type { Translator } from '../locales/messages.ts';
import { formatEventDate } from '../services/event-time.ts';
import { countryName } from '../../../src/lib/countries.ts';

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
    <PostForm action={`/api/calendar/admin/events/${props.id}/${props.action}`} locale={props.locale} className="cal-inline-form">
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

/** The team's table of races, with the actions the list offers. */
export function AdminEventTable(props: { locale: Locale; LL: Translator; events: RaceEventDto[]; back: 'queue' | 'index' }) {
  const { locale, LL, events, back } = props;
  const A = LL.calendar.admin;
  if (events.length === 0) return <p>{back === 'queue' ? A.queueEmpty() : A.empty()}</p>;
  return (
    <div className="table-scroll">
      <table className="cal-admin-table">
        <thead>
          <tr>
            <th scope="col">{A.columns.name()}</th>
            <th scope="col">{A.columns.date()}</th>
            <th scope="col">{A.columns.place()}</th>
            <th scope="col">{back === 'queue' ? A.columns.proposedBy() : A.columns.status()}</th>
            <th scope="col">{A.columns.actions()}</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td>
                <a href={routePath(locale, 'calendar.show', { slug: event.slug })}>{event.name}</a>
                {event.demo && <span className="muted"> ({LL.calendar.event.demo()})</span>}
              </td>
              <td>
                <time dateTime={event.date}>{formatEventDate(event.date, locale, 'medium')}</time>
              </td>
              <td>{[event.city, event.stateCode, countryName(event.countryCode, locale)].filter(Boolean).join(', ')}</td>
              <td>{back === 'queue' ? (event.proposedBy ? A.member() : A.team()) : LL.calendar.statuses[event.status]()}</td>
              <td>
                {event.status === 'proposed' && (
                  <ActionButton locale={locale} id={event.id} action="publish" back={back} label={A.publish()} name={event.name} />
                )}
                {event.status === 'proposed' && (
                  <ActionButton locale={locale} id={event.id} action="reject" back={back} label={A.reject()} name={event.name} />
                )}
                <a href={routePath(locale, 'admin.calendar.edit', { id: event.id })}>{A.edit()}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
