import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import {
  countByStatus,
  createEvent,
  feedEvents,
  listEvents,
  monthEvents,
  statisticsRows,
  upcomingEvents,
} from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { seed } from '../seed.ts';
import { parseFilters } from '../services/event-filters.ts';
import { calendarStatistics } from '../services/event-statistics.ts';
import { eventInput } from '../services/event-input.test-support.ts';
import { importEvents } from '../services/import-events.ts';
import { RequestContext } from '@mikro-orm/postgresql';
import { calendarDashboard, calendarSitemap, racesPerMonth } from '../services/calendar-dashboard.ts';

const orm = useTestDatabase();
const TODAY = '2027-01-01';

describe('calendar repository (real PostgreSQL)', () => {
  it('seeds a few dozen sample races over the coming months in several countries, once', async () => {
    const now = new Date('2026-12-15T12:00:00Z');
    const first = await seed(orm().em.fork(), now);
    expect(first.events).toBeGreaterThanOrEqual(30);
    expect(await seed(orm().em.fork(), now)).toEqual({ events: 0 });
    const rows = await statisticsRows(orm().em.fork(), parseFilters(''), '2026-12-15');
    expect(rows).toHaveLength(first.events);
    const stats = calendarStatistics(rows);
    expect(stats.countries).toBeGreaterThanOrEqual(10);
    const months = new Set((await feedEvents(orm().em.fork(), parseFilters(''), '2026-12-15')).map((e) => e.date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    const upcoming = await upcomingEvents(orm().em.fork(), '2026-12-15', 3);
    expect(upcoming).toHaveLength(3);
    expect(upcoming.every((e) => e.demo && e.date >= '2026-12-15')).toBe(true);
    // Clean slate for the filters below.
    await orm().em.fork().getConnection().execute('delete from race_event');
  });

  it('filters by month, country, distance and text (accents and case aside), soonest first', async () => {
    const em = orm().em.fork();
    await createEvent(em, eventInput({ name: 'Marathon de Lyon', date: '2027-04-11', distances: ['10k', 'marathon'] }), {
      status: 'published',
    });
    await createEvent(em, eventInput({ name: 'Corrida de Noël', date: '2027-12-12', city: 'Évian' }), { status: 'published' });
    await createEvent(em, eventInput({ name: 'Roma 10', date: '2027-04-04', city: 'Roma', countryCode: 'IT', timeZone: 'Europe/Rome' }), {
      status: 'published',
    });
    await createEvent(em, eventInput({ name: 'Old Race', date: '2026-12-20' }), { status: 'published' });
    await createEvent(em, eventInput({ name: 'Stormy 10', date: '2027-04-18' }), { status: 'canceled' });
    await createEvent(em, eventInput({ name: 'Maybe Race', date: '2027-04-25' }), { status: 'proposed', proposedBy: 'u1' });
    await createEvent(em, eventInput({ name: '100% fun_run', date: '2027-05-01' }), { status: 'published' });

    const names = async (query: string) => (await listEvents(orm().em.fork(), parseFilters(query), TODAY)).items.map((e) => e.name);
    // From today on; proposals hidden, canceled shown (marked by status).
    expect(await names('')).toEqual(['Roma 10', 'Marathon de Lyon', 'Stormy 10', '100% fun_run', 'Corrida de Noël']);
    expect(await names('month=2027-04')).toEqual(['Roma 10', 'Marathon de Lyon', 'Stormy 10']);
    expect(await names('month=2026-12')).toEqual(['Old Race']);
    expect(await names('country=IT')).toEqual(['Roma 10']);
    expect(await names('distance=marathon')).toEqual(['Marathon de Lyon']);
    expect(await names('q=NOEL')).toEqual(['Corrida de Noël']);
    expect(await names('q=evian')).toEqual(['Corrida de Noël']);
    expect(await names('q=100%25')).toEqual(['100% fun_run']);
    expect(await names('q=%25')).toEqual(['100% fun_run']);
    expect(await names('q=_')).toEqual(['100% fun_run']);
    expect(await names('country=FR&distance=10k&month=2027-04')).toEqual(['Marathon de Lyon', 'Stormy 10']);
    expect((await monthEvents(orm().em.fork(), { ...parseFilters('country=FR'), month: '2027-04' })).map((e) => e.name)).toEqual([
      'Marathon de Lyon',
      'Stormy 10',
    ]);
    expect(await countByStatus(orm().em.fork())).toEqual({ published: 5, proposed: 1, canceled: 1 });
  });

  it('pages the list, and counts statistics over the same filters (published races only)', async () => {
    const page1 = await listEvents(orm().em.fork(), parseFilters(''), TODAY, 2);
    const page3 = await listEvents(orm().em.fork(), parseFilters('page=3'), TODAY, 2);
    expect([page1.total, page1.pages, page1.items.length]).toEqual([5, 3, 2]);
    expect(page3.items.map((e) => e.name)).toEqual(['Corrida de Noël']);
    const stats = calendarStatistics(await statisticsRows(orm().em.fork(), parseFilters('month=2027-04'), TODAY));
    expect(stats).toEqual({
      events: 2,
      countries: 2,
      distances: 2,
      topDistances: [
        { key: '10k', count: 2 },
        { key: 'marathon', count: 1 },
      ],
      topCountries: [
        { key: 'FR', count: 1 },
        { key: 'IT', count: 1 },
      ],
    });
  });

  it('imports a CSV file: valid rows saved and published, every bad row reported by number', async () => {
    const csv = [
      'name,date,start_time,time_zone,city,state,country,distances,website',
      'Lakeside 10K,2027-05-02,09:00,Europe/Berlin,Potsdam,,Germany,10 km,https://example.org/lake',
      'Bad Date,2027-02-30,09:00,Europe/Paris,Paris,,FR,marathon,',
      'Marathon de Lyon,2027-04-11,08:00,Europe/Paris,Lyon,,FR,marathon,',
      ',2027-06-01,,,Nice,,FR,,',
      'Lakeside 10K,2027-05-02,10:00,Europe/Berlin,Potsdam,,DE,5k,',
      'Peachtree Run,2027-07-04,07:00,America/New_York,Atlanta,GA,US,10k,',
      'Prairie Run,2027-07-11,07:00,America/Winnipeg,Winnipeg,TX,CA,10k,',
    ].join('\n');
    const result = await importEvents(orm().em.fork(), csv, t('en'), TODAY);
    expect(result).toEqual({
      ok: true,
      report: {
        imported: 2,
        skipped: 5,
        errors: [
          { row: 3, messages: ['Date: Enter a real date (YYYY-MM-DD).'] },
          { row: 4, messages: ['A race with this name is already on the calendar on this date.'] },
          { row: 5, messages: ['Race name is required.', 'Distances: Choose at least one distance.'] },
          { row: 6, messages: ['A race with this name is already on the calendar on this date.'] },
          { row: 8, messages: ['State or province: Choose a state or province of this country, or none.'] },
        ],
      },
    });
    const imported = await listEvents(orm().em.fork(), parseFilters('q=lakeside'), TODAY);
    expect(imported.items).toEqual([
      expect.objectContaining({ name: 'Lakeside 10K', countryCode: 'DE', status: 'published', demo: false }),
    ]);
  });

  it('refuses a file it cannot read as a whole, in the user’s language', async () => {
    expect(await importEvents(orm().em.fork(), 'just some text', t('fr'), TODAY)).toEqual({
      ok: false,
      message: 'Le fichier CSV doit commencer par une ligne nommant ses colonnes (name, date, city, country, distances…).',
    });
    expect(await importEvents(orm().em.fork(), 'BEGIN:VCALENDAR\nnope', t('it'), TODAY)).toEqual({
      ok: false,
      message: 'Questo file non è né un CSV né un file iCalendar leggibile.',
    });
  });

  it('gives the admin dashboard its tiles and /sitemap.xml the public races', async () => {
    const viewer = { kind: 'user', id: 'a', name: 'Admin', roles: ['admin'] } as const;
    const tiles = await RequestContext.create(orm().em.fork(), () => calendarDashboard({ locale: 'fr', viewer }, '2027-03-15'));
    expect(tiles).toEqual([
      expect.objectContaining({
        label: 'Courses publiées',
        value: '7',
        detail: '1 annulée',
        trend: { caption: 'Courses des 6 prochains mois', values: [0, 2, 2, 0, 1, 0] },
        href: '/fr/admin/calendrier',
      }),
      expect.objectContaining({ label: 'Courses proposées', value: '1', href: '/fr/admin/calendrier/propositions' }),
    ]);
    const sitemap = await RequestContext.create(orm().em.fork(), () => calendarSitemap());
    expect(sitemap).toHaveLength(8);
    expect(sitemap.map((e) => e.alternates.es)).toContain('/es/calendario/marathon-de-lyon-2027');
    expect(sitemap.map((e) => e.alternates.en)).not.toContain('/en/calendar/maybe-race-2027');
  });

  it('counts races per month for the trend', () => {
    expect(racesPerMonth(['2027-01-03', '2027-01-30', '2027-03-01', '2026-12-31'], '2027-01', 3)).toEqual([2, 0, 1]);
  });
});
