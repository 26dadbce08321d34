import '../routes.ts';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { countryName } from '../../../src/lib/countries.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RaceEventDto } from '../data/race-event.dto.ts';
import { distanceLabel, type DistanceNames } from './event-distances.ts';
import { zonedInstant } from './event-time.ts';

export interface FeedOptions {
  /** Absolute origin for the events' page links, e.g. https://paceband.example. */
  origin: string;
  locale: Locale;
  /** The calendar's name as the subscriber's app shows it. */
  name: string;
  names: DistanceNames;
}

/** "Berlin, Germany", "Boston, MA, United States of America": what a calendar app shows and the import reads back. */
export function eventLocation(event: Pick<RaceEventDto, 'city' | 'stateCode' | 'countryCode'>, locale: Locale): string {
  return [event.city, event.stateCode, countryName(event.countryCode, locale)].filter(Boolean).join(', ');
}

/**
 * An iCalendar file of races (RFC 5545, by ical-generator). A race with a start time is an instant
 * (its local time in its zone, written in UTC so no VTIMEZONE is needed); one without is an
 * all-day event on its local date. Canceled races stay in the feed as CANCELLED, so subscribers'
 * copies update instead of silently lingering. CATEGORIES carry the distance tokens.
 */
export function eventsCalendar(events: readonly RaceEventDto[], options: FeedOptions): string {
  const calendar = ical({
    name: options.name,
    prodId: { company: 'Paceband', product: 'race-calendar', language: options.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 6 * 60 * 60,
  });
  for (const event of events) {
    const url = `${options.origin}${routePath(options.locale, 'calendar.show', { slug: event.slug })}`;
    const distances = event.distances.map((token) => distanceLabel(token, options.locale, options.names)).join(', ');
    const timed = event.startTime !== null;
    calendar.createEvent({
      id: `${event.id}@paceband`,
      summary: event.name,
      start: timed ? zonedInstant(event.date, event.startTime!, event.timeZone) : new Date(`${event.date}T00:00:00Z`),
      allDay: !timed,
      location: eventLocation(event, options.locale),
      description: [distances, event.website].filter(Boolean).join('\n'),
      url,
      categories: event.distances.map((token) => ({ name: token })),
      status: event.status === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      lastModified: new Date(event.updatedAt),
      stamp: new Date(event.updatedAt),
      x: { 'X-PACEBAND-TIMEZONE': event.timeZone },
    });
  }
  return calendar.toString();
}
