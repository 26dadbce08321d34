import type { Locale } from '../../../src/i18n/locales.ts';
import type { Translator } from '../locales/messages.ts';
import type { EventView } from '../services/event-view.ts';
import { firstDayOfWeek, monthWeeks, weekdayNames } from '../services/month-grid.ts';
import { formatMonth } from '../services/event-time.ts';

const PER_DAY = 3;

/** A month as a table of weeks (first weekday by the language's region), races listed on their local date. */
export function MonthView(props: {
  locale: Locale;
  LL: Translator;
  month: string;
  events: EventView[];
  previousHref: string;
  nextHref: string;
  dayListHref: string;
}) {
  const { locale, LL, month, events } = props;
  const M = LL.calendar.month;
  const first = firstDayOfWeek(locale);
  const names = weekdayNames(locale, first);
  const byDate = new Map<string, EventView[]>();
  for (const event of events) byDate.set(event.date, [...(byDate.get(event.date) ?? []), event]);
  return (
    <section aria-label={M.caption({ month: formatMonth(month, locale) })}>
      <nav className="cal-month-nav" aria-label={LL.calendar.views.month()}>
        <a href={props.previousHref} rel="prev">
          ← {M.previous()}
        </a>
        <a href={props.nextHref} rel="next">
          {M.next()} →
        </a>
      </nav>
      <div className="cal-month-wrap">
        <table className="cal-month">
          <caption>{M.caption({ month: formatMonth(month, locale) })}</caption>
          <thead>
            <tr>
              {names.map((n) => (
                <th key={n.long} scope="col">
                  <abbr title={n.long}>{n.short}</abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month, first).map((week) => (
              <tr key={week[0]!.date}>
                {week.map((day) => {
                  const list = day.inMonth ? (byDate.get(day.date) ?? []) : [];
                  return (
                    <td key={day.date} className={day.inMonth ? undefined : 'cal-out'}>
                      <span className="cal-day">{day.day}</span>
                      {list.length > 0 && (
                        <ul>
                          {list.slice(0, PER_DAY).map((event) => (
                            <li key={event.id} className={event.status === 'canceled' ? 'cal-canceled' : undefined}>
                              <a href={event.href}>{event.name}</a>
                            </li>
                          ))}
                          {list.length > PER_DAY && (
                            <li>
                              <a href={props.dayListHref}>{M.more({ count: String(list.length - PER_DAY) })}</a>
                            </li>
                          )}
                        </ul>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {events.length === 0 && <p className="muted">{M.none()}</p>}
    </section>
  );
}
