import type { EventInput } from './event-types.ts';

/** A race as the calendar's forms take it: a 10 km in Lyon on 7 March 2027 at 9:00 (Paris time), but for `changes`. */
export function eventInput(changes: Partial<EventInput> = {}): EventInput {
  return {
    name: 'Race',
    date: '2027-03-07',
    startTime: '09:00',
    timeZone: 'Europe/Paris',
    city: 'Lyon',
    stateCode: null,
    countryCode: 'FR',
    distances: ['10k'],
    website: null,
    courseUuid: null,
    ...changes,
  };
}
