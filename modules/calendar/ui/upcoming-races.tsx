import '../routes.ts';
import { Link } from '../../../src/ui/link.client.tsx';
import { requestEm } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import { upcomingEvents } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { todayIso } from '../services/event-time.ts';
import { eventView } from '../services/event-view.ts';

/** The home page's "upcoming races" (SPEC 2): the next published races and a link to the calendar. */
export async function UpcomingRaces({ locale, limit = 4 }: { locale: Locale; limit?: number }) {
  const LL = t(locale);
  const C = LL.calendar;
  const events = (await upcomingEvents(requestEm(), todayIso(), limit)).map((e) => eventView(e, locale, LL));
  return (
    <section aria-labelledby="upcoming-races">
      <h2 id="upcoming-races">{C.home.title()}</h2>
      {events.length === 0 && <p className="muted">{C.home.none()}</p>}
      <div className="grid">
        {events.map((event) => (
          <article key={event.id} className="card">
            <h3>
              <Link to={event.href}>{event.name}</Link>
            </h3>
            <p>
              <time dateTime={event.date}>{event.dateText}</time>
            </p>
            <p className="muted">
              {event.place} · {event.distances.join(', ')}
            </p>
          </article>
        ))}
      </div>
      <p>
        <Link to={routePath(locale, 'calendar.index')}>{C.home.all()}</Link>
      </p>
    </section>
  );
}
