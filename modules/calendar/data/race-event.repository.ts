import { UniqueConstraintViolationException, type EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { RaceEvent } from '../entities/race-event.entity.ts';
import { PAGE_SIZE, type CalendarFilters } from '../services/event-filters.ts';
import { likePattern, searchTextOf, slugBase } from '../services/event-text.ts';
import { equivalentDistances } from '../services/event-distances.ts';
import { monthEnd } from '../services/event-time.ts';
import type { StatisticsRow } from '../services/event-statistics.ts';
import type { EventInput, EventStatus } from '../services/event-types.ts';
import type { EventPage, RaceEventDto } from './race-event.dto.ts';
import { findByUuid } from '../../../src/db/find-by-uuid.ts';
import { freeSlug } from '../../../src/db/free-slug.ts';
import { isUuid } from '../../../src/lib/uuid.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

/** What the public sees: published races, and canceled ones marked as such (runners need to know). */
const PUBLIC_STATUSES: readonly EventStatus[] = ['published', 'canceled'];
/** Largest month or statistics read: a calendar far bigger than this needs paging there too. */
const MAX_ROWS = 5000;

function toDto(event: RaceEvent): RaceEventDto {
  return {
    ...dtoFields(event, ['id', 'slug', 'name', 'date', 'startTime', 'timeZone', 'city', 'stateCode', 'countryCode']),
    distances: [...event.distances],
    ...dtoFields(event, ['website', 'courseUuid', 'status', 'demo', 'proposedBy', 'createdAt', 'updatedAt']),
  };
}

/** The filters as a query: a month, else from `today` on; country, distance, folded text. */
function filterWhere(filters: CalendarFilters, today: string, statuses: readonly EventStatus[]): FilterQuery<RaceEvent> {
  const where: FilterQuery<RaceEvent> & Record<string, unknown> = { status: { $in: [...statuses] } };
  where.date = filters.month ? { $gte: `${filters.month}-01`, $lte: monthEnd(filters.month) } : { $gte: today };
  if (filters.country) where.countryCode = filters.country;
  // Either stored form of a distance: 'half' and '21000m' (21 km) are the same race.
  if (filters.distance) where.distances = { $overlap: equivalentDistances(filters.distance) };
  if (filters.q) where.searchText = { $like: likePattern(filters.q) };
  return where;
}

const ORDER = { date: 'asc', startTime: 'asc', name: 'asc', id: 'asc' } as const;

/** One page of the list view. */
export async function listEvents(
  em: EntityManager,
  filters: CalendarFilters,
  today: string,
  pageSize: number = PAGE_SIZE,
): Promise<EventPage> {
  const [items, total] = await em.findAndCount(RaceEvent, filterWhere(filters, today, PUBLIC_STATUSES), {
    orderBy: ORDER,
    limit: pageSize,
    offset: (filters.page - 1) * pageSize,
  });
  return { items: items.map(toDto), total, page: filters.page, pages: Math.max(1, Math.ceil(total / pageSize)) };
}

/** Every race of the filters' month (the month view and the feed of a month). */
export async function monthEvents(em: EntityManager, filters: CalendarFilters & { month: string }): Promise<RaceEventDto[]> {
  const items = await em.find(RaceEvent, filterWhere(filters, '', PUBLIC_STATUSES), { orderBy: ORDER, limit: MAX_ROWS });
  return items.map(toDto);
}

/** The races of the filters for a feed: the month, or the coming ones (canceled included, marked so). */
export async function feedEvents(em: EntityManager, filters: CalendarFilters, today: string, limit = 1000): Promise<RaceEventDto[]> {
  const items = await em.find(RaceEvent, filterWhere(filters, today, PUBLIC_STATUSES), { orderBy: ORDER, limit });
  return items.map(toDto);
}

/** Country and distances of the published races the filters select, for the statistics. */
export async function statisticsRows(em: EntityManager, filters: CalendarFilters, today: string): Promise<StatisticsRow[]> {
  const rows = await em.find(RaceEvent, filterWhere(filters, today, ['published']), {
    fields: ['countryCode', 'distances'],
    limit: MAX_ROWS,
  });
  return rows.map((row) => ({ countryCode: row.countryCode, distances: [...row.distances] }));
}

/** The next published races from today, for the home page. */
export async function upcomingEvents(em: EntityManager, today: string, limit: number): Promise<RaceEventDto[]> {
  const items = await em.find(RaceEvent, { status: 'published', date: { $gte: today } }, { orderBy: ORDER, limit });
  return items.map(toDto);
}

/** The next published edition on a course. */
export async function nextEventOnCourse(em: EntityManager, courseUuid: string, today: string): Promise<RaceEventDto | null> {
  if (!isUuid(courseUuid)) return null;
  const event = await em.findOne(RaceEvent, { courseUuid, status: 'published', date: { $gte: today } }, { orderBy: ORDER });
  return event ? toDto(event) : null;
}

export async function findEventBySlug(em: EntityManager, slug: string): Promise<RaceEventDto | null> {
  const event = await em.findOne(RaceEvent, { slug: slug.slice(0, 140) });
  return event ? toDto(event) : null;
}

export async function findEventById(em: EntityManager, id: string): Promise<RaceEventDto | null> {
  const event = await findByUuid(em, RaceEvent, id);
  return event ? toDto(event) : null;
}

/** True when a race of this name (any case, accents aside) is already on the calendar that day. */
export async function hasSameRace(em: EntityManager, name: string, date: string, exceptId?: string): Promise<boolean> {
  const found = await em.find(RaceEvent, { date, ...(exceptId ? { id: { $ne: exceptId } } : {}) }, { fields: ['name'] });
  return found.some((event) => raceKey(event.name, date) === raceKey(name, date));
}

function fill(event: RaceEvent, input: EventInput): void {
  event.name = input.name;
  event.date = input.date;
  event.startTime = input.startTime;
  event.timeZone = input.timeZone;
  event.city = input.city;
  event.stateCode = input.stateCode;
  event.countryCode = input.countryCode;
  event.distances = [...input.distances];
  event.website = input.website;
  event.courseUuid = input.courseUuid;
  event.searchText = searchTextOf(input);
}

/** A free slug: the name and year's, or with -2, -3… when taken (or about to be, in a batch). */
function freeEventSlug(em: EntityManager, name: string, date: string, claimed: ReadonlySet<string> = new Set()): Promise<string> {
  return freeSlug(em, RaceEvent, slugBase(name, date), claimed);
}

export interface NewEventMeta {
  status: EventStatus;
  demo?: boolean;
  proposedBy?: string | null;
  slug?: string;
}

export async function createEvent(em: EntityManager, input: EventInput, meta: NewEventMeta): Promise<RaceEventDto> {
  // Two saves racing for one slug: the loser takes the next free one.
  for (let attempt = 0; ; attempt++) {
    const event = em.create(RaceEvent, {
      ...input,
      slug: meta.slug ?? (await freeEventSlug(em, input.name, input.date)),
      status: meta.status,
      demo: meta.demo ?? false,
      proposedBy: meta.proposedBy ?? null,
      searchText: searchTextOf(input),
    } as never) as RaceEvent;
    try {
      await em.flush();
      return toDto(event);
    } catch (error) {
      em.clear();
      if (!(error instanceof UniqueConstraintViolationException) || attempt >= 2 || meta.slug) throw error;
    }
  }
}

/** Several races in one transaction (an import): all saved, or none. */
export async function createEvents(
  em: EntityManager,
  items: ReadonlyArray<{ input: EventInput; status: EventStatus }>,
): Promise<RaceEventDto[]> {
  return em.transactional(async (tx) => {
    const claimed = new Set<string>();
    const created: RaceEvent[] = [];
    for (const { input, status } of items) {
      const slug = await freeEventSlug(tx, input.name, input.date, claimed);
      claimed.add(slug);
      created.push(
        tx.create(RaceEvent, { ...input, slug, status, demo: false, proposedBy: null, searchText: searchTextOf(input) } as never),
      );
    }
    await tx.flush();
    return created.map(toDto);
  });
}

/** Folded names of the races already on these dates, as "date name" keys (an import's duplicate check). */
export async function existingRaceKeys(em: EntityManager, dates: readonly string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  const found = await em.find(RaceEvent, { date: { $in: [...new Set(dates)] } }, { fields: ['name', 'date'] });
  return new Set(found.map((event) => raceKey(event.name, event.date)));
}

export function raceKey(name: string, date: string): string {
  return `${date} ${searchTextOf({ name, city: '' })}`;
}

/** Applies `change` to the race with this id and saves it; null when there is none. */
async function changeEvent(em: EntityManager, id: string, change: (event: RaceEvent) => void): Promise<RaceEventDto | null> {
  const event = await findByUuid(em, RaceEvent, id);
  if (!event) return null;
  change(event);
  await em.flush();
  return toDto(event);
}

export async function updateEvent(em: EntityManager, id: string, input: EventInput, status: EventStatus): Promise<RaceEventDto | null> {
  return changeEvent(em, id, (event) => {
    fill(event, input);
    event.status = status;
  });
}

export async function setEventStatus(em: EntityManager, id: string, status: EventStatus): Promise<RaceEventDto | null> {
  return changeEvent(em, id, (event) => {
    event.status = status;
  });
}

export async function deleteEvent(em: EntityManager, id: string): Promise<RaceEventDto | null> {
  const event = await findByUuid(em, RaceEvent, id);
  if (!event) return null;
  const dto = toDto(event);
  em.remove(event);
  await em.flush();
  return dto;
}

/** The admin list: every race of a status (or all), soonest first, paged. */
export type AdminEventSort = 'date' | 'name';

/** One page of the team's list; a page past the end is the last one. Date order unless told (name, then date). */
export async function listForAdmin(
  em: EntityManager,
  status: EventStatus | null,
  page: number,
  pageSize = 50,
  order: { sort?: AdminEventSort; dir?: 'asc' | 'desc' } = {},
): Promise<EventPage> {
  const where = status ? { status } : {};
  const total = await em.count(RaceEvent, where);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const shown = Math.min(Math.max(1, page), pages);
  const dir = order.dir ?? 'asc';
  const orderBy =
    order.sort === 'name'
      ? { name: dir, date: 'asc' as const, id: 'asc' as const }
      : { date: dir, startTime: dir, name: 'asc' as const, id: 'asc' as const };
  const items = await em.find(RaceEvent, where, { orderBy, limit: pageSize, offset: (shown - 1) * pageSize });
  return { items: items.map(toDto), total, page: shown, pages };
}

export async function countByStatus(em: EntityManager): Promise<Record<EventStatus, number>> {
  const [published, proposed, canceled] = await Promise.all(
    (['published', 'proposed', 'canceled'] as const).map((status) => em.count(RaceEvent, { status })),
  );
  return { published: published ?? 0, proposed: proposed ?? 0, canceled: canceled ?? 0 };
}

export interface EventSeed extends EventInput {
  slug: string;
}

/** Inserts the demo races that are missing, by slug; never touches an existing one. Idempotent. */
export async function seedEvents(em: EntityManager, seeds: readonly EventSeed[]): Promise<number> {
  const have = new Set((await em.find(RaceEvent, { slug: { $in: seeds.map((s) => s.slug) } }, { fields: ['slug'] })).map((e) => e.slug));
  const missing = seeds.filter((s) => !have.has(s.slug));
  for (const { slug, ...input } of missing) {
    em.create(RaceEvent, { ...input, slug, status: 'published', demo: true, proposedBy: null, searchText: searchTextOf(input) } as never);
  }
  await em.flush();
  return missing.length;
}

/** Published races' dates from `from` to `to` (inclusive), for the dashboard's trend. */
export async function publishedDates(em: EntityManager, from: string, to: string): Promise<string[]> {
  const rows = await em.find(RaceEvent, { status: 'published', date: { $gte: from, $lte: to } }, { fields: ['date'], limit: MAX_ROWS });
  return rows.map((row) => row.date);
}

/** Every public race's address and last change, for /sitemap.xml. */
export async function listPublicEventSlugs(em: EntityManager): Promise<Array<{ slug: string; updatedAt: Date }>> {
  const rows = await em.find(
    RaceEvent,
    { status: { $in: [...PUBLIC_STATUSES] } },
    { fields: ['slug', 'updatedAt'], orderBy: { date: 'asc' }, limit: MAX_ROWS },
  );
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt }));
}
