import ICAL from 'ical.js';
import { RequestContext } from '@mikro-orm/postgresql';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCalendarApi } from '../api.ts';
import { createEvent } from '../data/race-event.repository.ts';
import { eventInput } from '../services/event-input.test-support.ts';
import type { ListPage } from '../services/event-view.ts';

const orm = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
const api = hostApi([{ prefix: '/calendar', app: createCalendarApi(), bodyLimit: 3 * 1024 * 1024 }]);

function request(path: string, init: RequestInit = {}) {
  return RequestContext.create(orm().em, () => api.request(`${ORIGIN}${path}`, init));
}

const base = eventInput({ date: '2099-03-07' });

beforeAll(async () => {
  // The session lookup (accounts) opens its pool on this database; guests never reach it.
  process.env.DATABASE_URL ??= orm().config.get('clientUrl');
  const em = orm().em.fork();
  for (let i = 1; i <= 25; i++) {
    const date = `2099-04-${String(i).padStart(2, '0')}`;
    await createEvent(
      em,
      { ...base, name: `Spring race ${i}`, date, countryCode: i % 5 === 0 ? 'IT' : 'FR', distances: i % 2 ? ['10k'] : ['half'] },
      { status: 'published' },
    );
  }
  await createEvent(em, { ...base, name: 'Secret proposal', date: '2099-04-02' }, { status: 'proposed', proposedBy: 'u1' });
});

describe('calendar API', () => {
  it('pages the list as JSON for the infinite scroll, with the plain next page beside it', async () => {
    const first = (await (await request('/api/calendar/events?lang=fr&country=FR')).json()) as ListPage & { total: number; pages: number };
    expect(first.total).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.next).toBeNull();
    const all = (await (await request('/api/calendar/events?lang=fr')).json()) as ListPage & { total: number; pages: number };
    expect([all.total, all.pages, all.items.length]).toEqual([25, 2, 20]);
    expect(all.items[0]).toMatchObject({
      name: 'Spring race 1',
      href: '/fr/calendrier/spring-race-1-2099',
      dateText: 'mercredi 1 avril 2099',
    });
    expect(all.next).toEqual({ href: '/fr/calendrier?page=2', api: '/api/calendar/events?page=2&lang=fr' });
    const second = (await (await request(all.next!.api)).json()) as ListPage;
    expect(second.items.map((e) => e.name)).toEqual([
      'Spring race 21',
      'Spring race 22',
      'Spring race 23',
      'Spring race 24',
      'Spring race 25',
    ]);
    expect(second.next).toBeNull();
  });

  it('serves the feed of the filtered list, which parses back to those races', async () => {
    const response = await request('/api/calendar/feed.ics?country=IT&distance=10k&lang=it');
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await response.text()) as unknown[])
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Spring race 5', 'Spring race 15', 'Spring race 25']);
    expect(events[0]!.location).toBe('Lyon, Italia');
    expect(events[0]!.component.getFirstPropertyValue('url')).toBe(`${ORIGIN}/it/calendario/spring-race-5-2099`);
  });

  it('serves one race as .ics, and nothing for a proposal or an unknown race', async () => {
    const one = await request('/api/calendar/events/spring-race-3-2099.ics?lang=en');
    expect(one.status).toBe(200);
    expect(await one.text()).toContain('SUMMARY:Spring race 3');
    expect((await request('/api/calendar/events/secret-proposal-2099.ics')).status).toBe(404);
    expect((await request('/api/calendar/events/nope-2099.ics')).status).toBe(404);
    const list = (await (await request('/api/calendar/events?q=secret')).json()) as ListPage;
    expect(list.items).toEqual([]);
  });

  it('sends a guest who proposes a race to log in, and refuses the team’s routes to guests and other sites', async () => {
    const form = () => {
      const body = new FormData();
      body.set('locale', 'fr');
      body.set('name', 'Sneaky');
      return body;
    };
    const propose = await request('/api/calendar/propose', { method: 'POST', body: form(), headers: { origin: ORIGIN } });
    expect(propose.status).toBe(303);
    expect(propose.headers.get('location')).toBe('/fr/connecter?redirectTo=%2Ffr%2Fcalendrier%2Fproposer');
    const admin = await request('/api/calendar/admin/events', { method: 'POST', body: form(), headers: { origin: ORIGIN } });
    expect(admin.status).toBe(401);
    const crossSite = await request('/api/calendar/propose', { method: 'POST', body: form(), headers: { origin: 'https://evil.example' } });
    expect(crossSite.status).toBe(403);
  });
});
