/** Plain shapes of the calendar module, safe for client components. */
export const EVENT_STATUSES = ['published', 'proposed', 'canceled'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** What a race event is made of, as forms, imports and the repository exchange it. */
export interface EventInput {
  name: string;
  /** YYYY-MM-DD, the race's local date. */
  date: string;
  /** HH:MM local, or null. */
  startTime: string | null;
  /** IANA zone, e.g. Europe/Berlin. */
  timeZone: string;
  city: string;
  stateCode: string | null;
  countryCode: string;
  /** Distance tokens, see event-distances.ts. */
  distances: string[];
  website: string | null;
  courseUuid: string | null;
}
