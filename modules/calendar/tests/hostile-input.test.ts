/**
 * Issue 28, "Input and the public contract": a race name with line breaks became a fake alarm in
 * the public .ics, CSV imports had the same hole, and a NUL in a text field was a 500 from
 * PostgreSQL. Every file written here is read back with another reader (ical.js).
 */
import ICAL from 'ical.js';
import { RequestContext } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { setViewerSource } from '../../../src/auth/viewer.server.ts';
import { takeFlash, type Flash } from '../../../src/db/flash-store.ts';
import { flashIdFrom } from '../../../src/host/forms/flash-cookie.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCalendarApi } from '../api.ts';
import { createEvent, findEventBySlug, listForAdmin, setEventStatus } from '../data/race-event.repository.ts';
import { RaceEvent } from '../entities.ts';

const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const api = hostApi([{ prefix: '/calendar', app: createCalendarApi(), bodyLimit: 3 * 1024 * 1024 }], { trustedOrigins: [ORIGIN] });

let viewer: Viewer = { kind: 'guest' };
setViewerSource(async () => viewer);
const member: Viewer = { kind: 'user', id: 'member-1', name: 'Mia', roles: ['member'] };
const admin: Viewer = { kind: 'user', id: 'admin-1', name: 'Ada', roles: ['member', 'admin'] };

const INJECTED = 'Race\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M';

function request(path: string, init: RequestInit = {}) {
  return RequestContext.create(orm().em, () => api.request(`${ORIGIN}${path}`, init));
}

function post(path: string, fields: Record<string, string | Blob>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  return request(`/api/calendar${path}`, { method: 'POST', body, headers: { origin: ORIGIN } });
}

async function flashOf(response: Response): Promise<Flash | null> {
  return takeFlash(orm().em.fork(), flashIdFrom(response.headers.get('set-cookie')));
}

/** The file as another reader sees it: the calendar's VEVENTs and VALARMs anywhere. */
function readBack(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const events = calendar.getAllSubcomponents('vevent');
  return {
    calendar,
    events,
    alarms: calendar.getAllSubcomponents('valarm').length + events.flatMap((e) => e.getAllSubcomponents('valarm')).length,
  };
}

/** A TEXT value as RFC 5545 3.3.11 reads it. */
const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c.toLowerCase() === 'n' ? '\n' : c));

const proposal = {
  locale: 'en',
  date: '2099-05-10',
  startTime: '09:00',
  timeZone: 'Europe/Paris',
  city: 'Lyon',
  country: 'FR',
  distances: '10k',
};

beforeAll(() => {
  // The session lookup (accounts) opens its pool on this database; the viewer source answers first.
  process.env.DATABASE_URL ??= orm().config.get('clientUrl');
});

describe('a race proposal with line breaks in its name', () => {
  it('is stored on one line and its .ics holds one event, no alarm, the name intact on one line', async () => {
    viewer = member;
    const answer = await post('/propose', { ...proposal, name: INJECTED });
    expect(answer.status).toBe(303);
    expect((await flashOf(answer))?.errors).toEqual({});
    const stored = (await listForAdmin(orm().em.fork(), 'proposed', 1)).items.find((e) => e.name.startsWith('Race'));
    expect(stored?.name).toBe('Race BEGIN:VALARM TRIGGER:-PT5M');
    await setEventStatus(orm().em.fork(), stored!.id, 'published');

    for (const path of [`/api/calendar/events/${stored!.slug}.ics`, '/api/calendar/feed.ics']) {
      const text = await (await request(path)).text();
      const { events, alarms } = readBack(text);
      expect(events).toHaveLength(1);
      expect(alarms).toBe(0);
      expect(text).not.toMatch(/^BEGIN:VALARM/m);
      expect(text).not.toMatch(/^TRIGGER/m);
      const summary = new ICAL.Event(events[0]!).summary;
      expect(summary).toBe('Race BEGIN:VALARM TRIGGER:-PT5M');
      expect(summary).not.toMatch(/[\r\n]/);
    }
  });

  it('a NUL or other control in any field is a form answer, never a 500', async () => {
    viewer = member;
    const fields = ['name', 'city', 'website', 'course', 'date', 'startTime', 'timeZone', 'country', 'state', 'customDistances'];
    for (const field of fields) {
      const value = `${(proposal as Record<string, string>)[field] ?? 'x'}\u0000\u0007`;
      const answer = await post('/propose', { ...proposal, name: `Nul race ${field}`, [field]: value });
      expect([field, answer.status]).toEqual([field, 303]);
    }
    const named = await post('/propose', { ...proposal, name: 'Nul\u0000 race\u001b[2J', city: 'Ly\u0000on\u0085' });
    expect(named.status).toBe(303);
    const kept = (await listForAdmin(orm().em.fork(), 'proposed', 1)).items.find((e) => e.name.startsWith('Nul race['));
    expect(kept).toMatchObject({ name: 'Nul race[2J', city: 'Lyon' });
  });
});

describe('the text filter', () => {
  it('reads a NUL or a line break in the search as nothing or a space, never a 500', async () => {
    for (const q of ['%00', 'Tab%00race', 'Tab%0D%0Arace', '%1B%5B2J']) {
      const list = await request(`/api/calendar/events?q=${q}`);
      expect([q, list.status]).toEqual([q, 200]);
      expect((await request(`/api/calendar/feed.ics?q=${q}`)).status).toBe(200);
    }
  });
});

describe('calendar import with control characters and NUL', () => {
  it('imports the rows on one line without controls, and reports unreadable ones by number', async () => {
    viewer = admin;
    const csv = [
      'name,date,start_time,time_zone,city,country,distances,website,course',
      `"Import\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M",2099-06-01,09:00,Europe/Paris,"Ly\ton\u0000",FR,10k,,`,
      `"Tab\trace\u0000 ",2099-06-02,,,Nice,FR,half,https://example.org/a\u0000b,`,
      `Nul date,2099-06-0\u00003,,,Nice,FR,10k,,`,
      `Tab date,2099-06-0\t4,,,Nice,FR,10k,,`,
      `Bad course,2099-06-05,,,Nice,FR,10k,,no-such\u0000course`,
      `Bad distance,2099-06-06,,,Nice,FR,"1\u00000\u0007 furlongs",,`,
    ].join('\r\n');
    const file = new File([csv], 'races\u0000.csv', { type: 'text/csv' });
    const answer = await post('/admin/import', { locale: 'en', file });
    expect(answer.status).toBe(303);
    const flash = await flashOf(answer);
    expect(flash?.message?.text).toBe('3 races imported, 3 rows skipped.');
    expect(Object.keys(flash?.errors ?? {})).toEqual(['row-5', 'row-6', 'row-7']);
    expect(flash?.errors['row-7']?.join()).toContain('10 furlongs');
    expect(JSON.stringify(flash)).not.toContain('\\u0000');

    const imported = await findEventBySlug(orm().em.fork(), 'import-begin-valarm-trigger-pt5m-2099');
    expect(imported).toMatchObject({ name: 'Import BEGIN:VALARM TRIGGER:-PT5M', city: 'Ly on' });
    const tab = await findEventBySlug(orm().em.fork(), 'tab-race-2099');
    expect(tab).toMatchObject({ name: 'Tab race', website: 'https://example.org/ab' });
    expect(await findEventBySlug(orm().em.fork(), 'nul-date-2099')).toMatchObject({ date: '2099-06-03' });

    const text = await (await request(`/api/calendar/events/${imported!.slug}.ics`)).text();
    const { events, alarms } = readBack(text);
    expect([events.length, alarms]).toEqual([1, 0]);
    expect(new ICAL.Event(events[0]!).summary).toBe('Import BEGIN:VALARM TRIGGER:-PT5M');
  });
});

describe('rows stored before the rules (control characters already in the table)', () => {
  it('still make a file with one event, no alarm, and an escaped calendar name', async () => {
    const em = orm().em.fork();
    const event = await createEvent(
      em,
      {
        name: 'Old, race; with \\ slash',
        date: '2099-07-01',
        startTime: null,
        timeZone: 'UTC',
        city: 'Paris',
        stateCode: null,
        countryCode: 'FR',
        distances: ['10k'],
        website: null,
        courseUuid: null,
      },
      { status: 'published' },
    );
    // Written straight to the table, as a row from before issue 28 could be.
    await em.nativeUpdate(RaceEvent, { id: event.id }, { name: `Old, race; with \\ slash${INJECTED}`, city: 'Pa\r\nris' });
    const text = await (await request(`/api/calendar/events/${event.slug}.ics`)).text();
    const { calendar, events, alarms } = readBack(text);
    expect([events.length, alarms]).toEqual([1, 0]);
    // ical.js keeps both as written (it does not know them as TEXT); unescaped as RFC 5545 TEXT they are the name.
    for (const property of ['name', 'x-wr-calname']) {
      expect(unescapeText(String(calendar.getFirstPropertyValue(property)))).toBe(
        'Old, race; with \\ slashRace BEGIN:VALARM TRIGGER:-PT5M',
      );
    }
    expect(text).toContain('\r\nX-WR-CALNAME:Old\\, race\\; with \\\\ slashRace BEGIN:VALARM TRIGGER:-PT5M\r\n');
    expect(new ICAL.Event(events[0]!).location).toBe('Pa ris, France');
  });
});

describe('feeds revalidate', () => {
  it('answer an ETag, and 304 to If-None-Match', async () => {
    for (const path of ['/api/calendar/feed.ics?lang=fr', '/api/calendar/events/tab-race-2099.ics']) {
      const first = await request(path);
      expect(first.status).toBe(200);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^(W\/)?"[^"]+"$/);
      expect((await first.text()).endsWith('END:VCALENDAR\r\n')).toBe(true);
      const byTag = await request(path, { headers: { 'if-none-match': etag! } });
      expect(byTag.status).toBe(304);
      expect(byTag.headers.get('etag')).toBe(etag);
      expect(await byTag.text()).toBe('');
      expect((await request(path, { headers: { 'if-none-match': '"other"' } })).status).toBe(200);
    }
  });

  it("one race's file has its Last-Modified, and 304 to If-Modified-Since (without If-None-Match)", async () => {
    const path = '/api/calendar/events/tab-race-2099.ics';
    const modified = (await request(path)).headers.get('last-modified');
    expect(modified).toMatch(/GMT$/);
    expect((await request(path, { headers: { 'if-modified-since': modified! } })).status).toBe(304);
    const earlier = new Date(Date.parse(modified!) - 60_000).toUTCString();
    expect((await request(path, { headers: { 'if-modified-since': earlier } })).status).toBe(200);
    expect((await request(path, { headers: { 'if-modified-since': modified!, 'if-none-match': '"other"' } })).status).toBe(200);
    // The filtered feed has none: a deleted or past race leaves it without a row's date moving on.
    const feed = await request('/api/calendar/feed.ics', { headers: { 'if-modified-since': new Date().toUTCString() } });
    expect([feed.status, feed.headers.get('last-modified')]).toEqual([200, null]);
  });

  it('a change of a race changes the feed’s ETag', async () => {
    const path = '/api/calendar/feed.ics?lang=en';
    const before = (await request(path)).headers.get('etag');
    const tab = await findEventBySlug(orm().em.fork(), 'tab-race-2099');
    await setEventStatus(orm().em.fork(), tab!.id, 'canceled');
    const after = await request(path, { headers: { 'if-none-match': before! } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(before);
  });
});
