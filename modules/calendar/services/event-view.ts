import '../routes.ts';
import { countryName } from '../../../src/lib/countries.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { routePath } from '../../../src/i18n/route-table.ts';
import type { RaceEventDto } from '../data/race-event.dto.ts';
import type { Translator } from '../locales/messages.ts';
import { distanceLabel } from './event-distances.ts';
import { formatEventDate, formatEventTime } from './event-time.ts';
import type { EventStatus } from './event-types.ts';

/** A race as a card shows it, every text already in the reader's language (server page and client list alike). */
export interface EventView {
  id: string;
  href: string;
  name: string;
  /** YYYY-MM-DD, for <time dateTime>. */
  date: string;
  dateText: string;
  /** "Start 9:15 AM (Europe/Berlin)", or null. */
  startText: string | null;
  place: string;
  distances: string[];
  status: EventStatus;
  statusText: string | null;
  demoText: string | null;
  /** The band builder on the race's course, when it has one. */
  buildHref: string | null;
}

export function eventView(event: RaceEventDto, locale: Locale, LL: Translator): EventView {
  const C = LL.calendar;
  const names = { marathon: C.distanceNames.marathon(), half: C.distanceNames.half() };
  return {
    id: event.id,
    href: routePath(locale, 'calendar.show', { slug: event.slug }),
    name: event.name,
    date: event.date,
    dateText: formatEventDate(event.date, locale),
    startText: event.startTime ? C.event.startsAt({ time: formatEventTime(event.startTime, locale), zone: event.timeZone }) : null,
    place: [event.city, event.stateCode, countryName(event.countryCode, locale)].filter(Boolean).join(', '),
    distances: event.distances.map((token) => distanceLabel(token, locale, names)),
    status: event.status,
    statusText: event.status === 'canceled' ? C.event.canceled() : event.status === 'proposed' ? C.event.proposed() : null,
    demoText: event.demo ? C.event.demo() : null,
    buildHref: event.courseUuid ? routePath(locale, 'build.index.course', { courseUuid: event.courseUuid }) : null,
  };
}

/** A page of the list view: its cards and the next page, plain (works without JavaScript) and as JSON; null at the end. */
export interface ListPage {
  items: EventView[];
  next: { href: string; api: string } | null;
}
