import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { requestEm } from '../../../src/db/orm.server.ts';
import { env } from '../../../src/host/env.server.ts';
import { toLocale } from '../../../src/i18n/locales.ts';
import { etagMatches } from '../../../src/lib/etag.ts';
import { NotFoundError } from '../../../src/lib/http-errors.ts';
import { feedEvents, findEventBySlug } from '../data/race-event.repository.ts';
import { t } from '../locales/messages.ts';
import { calendarListPage } from '../services/calendar-list.ts';
import { parseFilters } from '../services/event-filters.ts';
import { todayIso } from '../services/event-time.ts';
import { eventsCalendar } from '../services/ics-feed.ts';
import { calendarApi } from '../api-paths.ts';

function origin(c: Context): string {
  return (env().PUBLIC_URL ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

/** Whether an If-Modified-Since date is at or after the last change (HTTP dates count whole seconds). */
function unmodifiedSince(ifModifiedSince: string | undefined, lastModified: Date): boolean {
  const since = ifModifiedSince ? Date.parse(ifModifiedSince) : Number.NaN;
  return Number.isFinite(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * An .ics answer that calendar apps can revalidate: an ETag of the file's text (the body depends
 * on the races, the language and the day), answered 304 on If-None-Match. A single race's file
 * also has its Last-Modified (If-Modified-Since counts only without If-None-Match, RFC 9110
 * 13.2.2). A filtered feed has no Last-Modified: a race deleted or past drops out of it without
 * any row's date moving on, so only the text's tag can tell.
 */
function ics(c: Context, body: string, filename: string, lastModified?: Date): Response {
  const headers = new Headers({
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': `inline; filename="${filename}"`,
    'Cache-Control': 'public, max-age=900',
    'X-Content-Type-Options': 'nosniff',
    ETag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
  });
  if (lastModified) headers.set('Last-Modified', lastModified.toUTCString());
  const ifNoneMatch = c.req.header('if-none-match');
  const fresh = ifNoneMatch
    ? etagMatches(ifNoneMatch, headers.get('etag')!)
    : lastModified !== undefined && unmodifiedSince(c.req.header('if-modified-since'), lastModified);
  if (fresh) {
    for (const name of ['Content-Type', 'Content-Disposition', 'X-Content-Type-Options']) headers.delete(name);
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers });
}

/** Open reads: a page of the list (the infinite scroll's JSON), the feed of a filtered list, one race's .ics. */
export function readRoutes() {
  const app = new Hono();

  app.get(calendarApi.routes.events.pattern, async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const url = new URL(c.req.url);
    const page = await calendarListPage(requestEm(), parseFilters(url.searchParams), locale, todayIso());
    c.header('Cache-Control', 'no-store');
    return c.json(page);
  });

  app.get(calendarApi.routes.feed.pattern, async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const LL = t(locale);
    const filters = parseFilters(new URL(c.req.url).searchParams);
    const events = await feedEvents(requestEm(), { ...filters, page: 1 }, todayIso());
    const names = { marathon: LL.calendar.distanceNames.marathon(), half: LL.calendar.distanceNames.half() };
    return ics(
      c,
      eventsCalendar(events, { origin: origin(c), locale, name: `Paceband — ${LL.calendar.title()}`, names }),
      'paceband-races.ics',
    );
  });

  app.get(calendarApi.routes.eventIcs.pattern, async (c) => {
    const locale = toLocale(c.req.query('lang'));
    const LL = t(locale);
    const slug = c.req.param('file').replace(/\.ics$/, '');
    const event = await findEventBySlug(requestEm(), slug);
    // Proposals are not public yet: no file for them.
    if (!event || event.status === 'proposed') throw new NotFoundError();
    const names = { marathon: LL.calendar.distanceNames.marathon(), half: LL.calendar.distanceNames.half() };
    const file = eventsCalendar([event], { origin: origin(c), locale, name: event.name, names });
    return ics(c, file, `${event.slug}.ics`, new Date(event.updatedAt));
  });

  return app;
}
