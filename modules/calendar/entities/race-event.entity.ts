import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, userIdColumn, uuidKeyColumn } from '../../../src/db/columns.ts';
import type { EventStatus } from '../services/event-types.ts';

/**
 * A race on the calendar. The date and start time are the race's local ones (what its poster
 * says), with its IANA time zone beside them; the feed turns them into instants. Distances are
 * tokens (services/event-distances.ts): a preset id ('marathon') or a custom length ('7500m').
 */
const RaceEventSchema = defineEntity({
  name: 'RaceEvent',
  tableName: 'race_event',
  properties: {
    id: uuidKeyColumn(),
    slug: p.string().length(140).unique(),
    name: p.string().length(160),
    /** Local date of the race, YYYY-MM-DD. */
    date: p.string().length(10).index(),
    /** Local start time, HH:MM; null when not known yet. */
    startTime: p.string().length(5).nullable(),
    timeZone: p.string().length(64),
    city: p.string().length(100),
    stateCode: p.string().length(10).nullable(),
    countryCode: p.string().length(2).index(),
    distances: p.array(),
    website: p.string().length(500).nullable(),
    /** The course's uuid (courses module) when the race has a course page; no foreign key across modules. */
    courseUuid: p.uuid().nullable().index(),
    status: p.string().length(10).$type<EventStatus>().index(),
    /** Seeded sample data, shown with a mark and removable as a whole. */
    demo: p.boolean().default(false),
    /** Folded name and city (no accents, lower case) for the text filter. */
    searchText: p.string().length(300),
    /** better-auth user id of the member who proposed it; null for the team's. */
    proposedBy: userIdColumn().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class RaceEvent extends RaceEventSchema.class {}
RaceEventSchema.setClass(RaceEvent);
