import { Link } from '../../../src/ui/link.client.tsx';
import type { EventView } from '../services/event-view.ts';

/** One race in a list: plain component, rendered by the server page and by the client list alike. */
export function EventCard({ event, buildLabel }: { event: EventView; buildLabel: string }) {
  return (
    <article className={event.status === 'canceled' ? 'card cal-event cal-canceled' : 'card cal-event'}>
      <h3>
        <Link to={event.href}>{event.name}</Link>
        {event.statusText && <span className="cal-tag cal-tag-status">{event.statusText}</span>}
        {event.demoText && <span className="cal-tag">{event.demoText}</span>}
      </h3>
      <p>
        <time dateTime={event.date}>{event.dateText}</time>
        {event.startText && <span className="muted"> · {event.startText}</span>}
      </p>
      <p className="muted">{event.place}</p>
      <ul className="cal-distances">
        {event.distances.map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
      {event.buildHref && event.status !== 'canceled' && (
        <p>
          <Link to={event.buildHref}>{buildLabel}</Link>
        </p>
      )}
    </article>
  );
}
