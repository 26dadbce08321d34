import '../routes.ts';
import ical, { escape, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { countryName } from '../../../src/lib/countries.ts';
import { multiLineText, singleLineText } from '../../../src/lib/plain-text.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { RaceEventDto } from '../data/race-event.dto.ts';
import { distanceLabel, tokenMetres, type DistanceNames } from './event-distances.ts';
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
function eventLocation(event: Pick<RaceEventDto, 'city' | 'stateCode' | 'countryCode'>, locale: Locale): string {
  return [event.city, event.stateCode, countryName(event.countryCode, locale)].filter(Boolean).join(', ');
}

/**
 * How long a timed race stays in a calendar: its longest distance at 8 km/h (the pace of the last
 * finishers), in whole hours, from 1 to 48. Races do not announce an end; a zero-length event
 * would show as a sliver, or not at all, in calendar apps.
 */
export function raceHours(distances: readonly string[]): number {
  const longest = Math.max(0, ...distances.map((token) => tokenMetres(token) ?? 0));
  return Math.min(48, Math.max(1, Math.ceil(longest / 8000)));
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * An iCalendar file of races (RFC 5545, by ical-generator). A race with a start time is an instant
 * (its local time in its zone, written in UTC so no VTIMEZONE is needed); one without is an
 * all-day event on its local date. Canceled races stay in the feed as CANCELLED, so subscribers'
 * copies update instead of silently lingering. CATEGORIES carry the distance tokens. A timed race
 * lasts raceHours(); an all-day one its day (DTEND is the next date, exclusive).
 */
export function eventsCalendar(events: readonly RaceEventDto[], options: FeedOptions): string {
  const calendar = ical({
    // ical-generator writes NAME and X-WR-CALNAME as given (it escapes the events' texts only).
    name: escape(singleLineText(options.name), false),
    prodId: { company: 'Paceband', product: 'race-calendar', language: options.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 6 * 60 * 60,
  });
  for (const event of events) {
    const url = `${options.origin}${routePath(options.locale, 'calendar.show', { slug: event.slug })}`;
    const distances = event.distances.map((token) => distanceLabel(token, options.locale, options.names)).join(', ');
    const timed = event.startTime !== null;
    const start = timed ? zonedInstant(event.date, event.startTime!, event.timeZone) : new Date(`${event.date}T00:00:00Z`);
    calendar.createEvent({
      id: `${event.id}@paceband`,
      // Rows stored before the rules read every text as one line may still hold line breaks.
      summary: singleLineText(event.name),
      start,
      end: new Date(start.getTime() + (timed ? raceHours(event.distances) * HOUR_MS : DAY_MS)),
      allDay: !timed,
      location: singleLineText(eventLocation(event, options.locale)),
      description: multiLineText([distances, event.website && singleLineText(event.website)].filter(Boolean).join('\n')),
      url,
      categories: event.distances.map((token) => ({ name: token })),
      status: event.status === 'canceled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      lastModified: new Date(event.updatedAt),
      stamp: new Date(event.updatedAt),
      x: { 'X-PACEBAND-TIMEZONE': event.timeZone },
    });
  }
  // RFC 5545 ends every content line, the last one too, with CRLF; ical-generator leaves the last bare.
  return `${calendar.toString()}\r\n`;
}
