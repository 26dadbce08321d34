import { Hono, type Context } from 'hono';
import { requestEm } from '../../../src/db/orm.server.ts';
import { env } from '../../../src/host/env.server.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { feedEvents, findEventBySlug } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { calendarListPage } from '../services/calendar-list.ts';
import { parseFilters } from '../services/event-filters.ts';
import { todayIso } from '../services/event-time.ts';
import { eventsCalendar } from '../services/ics-feed.ts';

function origin(c: Context): string {
  return (env().PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

function ics(body: string, filename: string): Response {
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'public, max-age=900',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

/** Open reads: a page of the list (the infinite scroll's JSON), the feed of a filtered list, one race's .ics. */
export function readRoutes() {
  const app = new Hono();

  app.get('/events', async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const url = new URL(c.req.url);
    const page = await calendarListPage(requestEm(), parseFilters(url.searchParams), locale, todayIso());
    c.header('Cache-Control', 'no-store');
    return c.json(page);
  });

  app.get('/feed.ics', async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const LL = t(locale);
    const filters = parseFilters(new URL(c.req.url).searchParams);
    const events = await feedEvents(requestEm(), { ...filters, page: 1 }, todayIso());
    const names = { marathon: LL.calendar.distanceNames.marathon(), half: LL.calendar.distanceNames.half() };
    return ics(
      eventsCalendar(events, { origin: origin(c), locale, name: `Paceband — ${LL.calendar.title()}`, names }),
      'paceband-races.ics',
    );
  });

  app.get('/events/:file{[a-z0-9-]{1,140}\\.ics}', async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const LL = t(locale);
    const slug = c.req.param('file').replace(/\.ics$/, '');
    const event = await findEventBySlug(requestEm(), slug);
    // Proposals are not public yet: no file for them.
    if (!event || event.status === 'proposed') throw new NotFoundError();
    const names = { marathon: LL.calendar.distanceNames.marathon(), half: LL.calendar.distanceNames.half() };
    return ics(eventsCalendar([event], { origin: origin(c), locale, name: event.name, names }), `${event.slug}.ics`);
  });

  return app;
}
