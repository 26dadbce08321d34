import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn } from '../../../src/db/columns.ts';

/** One countable event for the owner's stats (a band built, a sign-up, an order…), with its language and country. */
const StatEventSchema = defineEntity({
  name: 'StatEvent',
  tableName: 'stat_event',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    at: createdAtColumn().index(),
    kind: p.string().length(40).index(),
    locale: p.string().length(2).nullable(),
    /** ISO 3166-1 alpha-2, when known. */
    country: p.string().length(2).nullable(),
    /** An amount (an order's or a donation's, in cents), when the kind has one. */
    amount: p.integer().nullable(),
  },
});

export class StatEvent extends StatEventSchema.class {}
StatEventSchema.setClass(StatEvent);
