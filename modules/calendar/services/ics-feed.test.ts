import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { RaceEventDto } from '../data/race-event.dto.ts';
import { readEventFile } from './event-file.ts';
import { eventInput } from './event-input.test-support.ts';
import { eventsCalendar, raceHours } from './ics-feed.ts';

const names = { marathon: 'Marathon', half: 'Half marathon' };

function race(overrides: Partial<RaceEventDto>): RaceEventDto {
  return {
    ...eventInput({
      name: 'Paris Riverside Run',
      date: '2027-04-04',
      startTime: '08:45',
      city: 'Paris',
      distances: ['10k', 'half'],
      website: 'https://example.org/paris',
    }),
    id: '7f1c0e52-3f7b-4b0e-9a31-8d3c2b1a0f01',
    slug: 'paris-riverside-run-2027',
    status: 'published',
    demo: false,
    proposedBy: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    updatedAt: '2026-11-02T00:00:00.000Z',
    ...overrides,
  };
}

const events = [
  race({}),
  race({
    id: '7f1c0e52-3f7b-4b0e-9a31-8d3c2b1a0f02',
    slug: 'boston-spring-marathon-2027',
    name: 'Boston Spring Marathon',
    date: '2027-04-19',
    startTime: '10:00',
    timeZone: 'America/New_York',
    city: 'Boston',
    stateCode: 'MA',
    countryCode: 'US',
    distances: ['marathon'],
    status: 'canceled',
  }),
  race({
    id: '7f1c0e52-3f7b-4b0e-9a31-8d3c2b1a0f03',
    slug: 'quebec-plains-run-2027',
    name: 'Québec Plains Run',
    startTime: null,
    timeZone: 'America/Toronto',
    city: 'Québec',
    stateCode: 'QC',
    countryCode: 'CA',
    distances: ['5k', '7500m'],
  }),
];

function parse(text: string) {
  return new ICAL.Component(ICAL.parse(text) as unknown[]).getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

describe('iCalendar feed', () => {
  const text = eventsCalendar(events, { origin: 'https://paceband.example', locale: 'fr', name: 'Paceband — Calendrier', names });

  it('is a calendar a client can read back, one event per race', () => {
    expect(text.startsWith('BEGIN:VCALENDAR')).toBe(true);
    expect(text).toContain('X-WR-CALNAME:Paceband — Calendrier');
    const parsed = parse(text);
    expect(parsed.map((e) => e.summary)).toEqual(['Paris Riverside Run', 'Boston Spring Marathon', 'Québec Plains Run']);
    expect(parsed.map((e) => e.uid)).toEqual(events.map((e) => `${e.id}@paceband`));
  });

  it.each([
    [
      'places a timed race at its local start in its zone, and an untimed one on its date all day',
      'startDate',
      ['2027-04-04T06:45:00.000Z', '2027-04-19T14:00:00.000Z', '2027-04-04'],
    ],
    // 21.1 km at 8 km/h: 3 hours; 42.2 km: 6 hours.
    [
      'gives every race an end: a timed race its hours, an all-day race its one day',
      'endDate',
      ['2027-04-04T09:45:00.000Z', '2027-04-19T20:00:00.000Z', '2027-04-05'],
    ],
  ] as const)('%s', (_case, edge, [parisAt, bostonAt, quebecDay]) => {
    const [paris, boston, quebec] = parse(text);
    expect(paris![edge].toJSDate().toISOString()).toBe(parisAt);
    expect(boston![edge].toJSDate().toISOString()).toBe(bostonAt);
    expect(quebec![edge].isDate).toBe(true);
    expect(quebec![edge].toString()).toBe(quebecDay);
  });

  it('ends every line with CRLF, the last one too (RFC 5545 3.1)', () => {
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('escapes the calendar name (ical-generator writes NAME and X-WR-CALNAME as given)', () => {
    const named = eventsCalendar([], {
      origin: 'https://paceband.example',
      locale: 'en',
      name: 'Races; 10k, half \\ full\r\nBEGIN:VALARM',
      names,
    });
    expect(named).toContain('\r\nNAME:Races\\; 10k\\, half \\\\ full BEGIN:VALARM\r\n');
    expect(named).toContain('\r\nX-WR-CALNAME:Races\\; 10k\\, half \\\\ full BEGIN:VALARM\r\n');
    expect(named).not.toMatch(/^BEGIN:VALARM/m);
  });

  it('keeps a stored name with line breaks on one line, with one event and no alarm', () => {
    const injected = eventsCalendar([race({ name: 'Race\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M', city: 'Pa\u0000ris' })], {
      origin: 'https://paceband.example',
      locale: 'en',
      name: 'x',
      names,
    });
    const calendar = new ICAL.Component(ICAL.parse(injected) as unknown[]);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(1);
    expect(vevents[0]!.getAllSubcomponents('valarm')).toHaveLength(0);
    expect(new ICAL.Event(vevents[0]!).summary).toBe('Race BEGIN:VALARM TRIGGER:-PT5M');
    expect(new ICAL.Event(vevents[0]!).location).toBe('Paris, France');
  });

  it('says where, which distances, links the race page, and marks canceled races', () => {
    const [paris, boston] = parse(text);
    expect(paris!.location).toBe('Paris, France');
    expect(boston!.location).toBe("Boston, MA, États-Unis d'Amérique");
    expect(paris!.description).toMatch(/^10\skm, Half marathon/);
    expect(paris!.description).toContain('https://example.org/paris');
    expect(paris!.component.getFirstPropertyValue('url')).toBe('https://paceband.example/fr/calendrier/paris-riverside-run-2027');
    expect(paris!.component.getAllProperties('categories').flatMap((p) => p.getValues())).toEqual(['10k', 'half']);
    expect(boston!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(paris!.component.getFirstPropertyValue('status')).toBe('CONFIRMED');
  });

  it('imports back into the same races', () => {
    const read = readEventFile(text);
    if (!read.ok) throw new Error(read.problem);
    expect(read.format).toBe('ics');
    expect(
      read.rows.map((r) => [
        r.raw.name,
        r.raw.date,
        r.raw.startTime,
        r.raw.timeZone,
        r.raw.city,
        r.raw.state,
        r.raw.country,
        r.raw.customDistances,
        r.canceled,
      ]),
    ).toEqual([
      ['Paris Riverside Run', '2027-04-04', '08:45', 'Europe/Paris', 'Paris', '', 'FR', '10k;half', false],
      ['Boston Spring Marathon', '2027-04-19', '10:00', 'America/New_York', 'Boston', 'MA', 'US', 'marathon', true],
      ['Québec Plains Run', '2027-04-04', '', 'America/Toronto', 'Québec', 'QC', 'CA', '5k;7500m', false],
    ]);
  });
});

describe('raceHours', () => {
  it.each([
    [['5k'], 1],
    [['10k'], 2],
    [['half'], 3],
    [['10k', 'marathon'], 6],
    [['100000m'], 13],
    [['500000m'], 48],
    [[], 1],
  ])('%j → %i h', (distances, hours) => {
    expect(raceHours(distances)).toBe(hours);
  });
});
