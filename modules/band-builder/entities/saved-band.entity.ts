import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, updatedAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * A band a user saved: its name in "My pace bands" (`title`) and its band definition
 * (services/build/band-definition.ts). The title printed on the band is the definition's
 * `band.title`, a field of its own: a rename never touches it, and saving never renames the band unasked.
 */
const SavedBandSchema = defineEntity({
  name: 'SavedBand',
  tableName: 'saved_band',
  properties: {
    id: p.uuid().primary(),
    /** The better-auth user id; every query is scoped by it. */
    ownerId: userIdColumn().index(),
    /** The name in "My pace bands" (not printed). */
    title: p.string().length(120),
    /** The band definition ({ v, plan, band, paper, courseUuid?, themeId? }). */
    definition: p.json<Record<string, unknown>>(),
    /** The course the band follows; null for a plain distance. Reopening goes back to it. */
    courseUuid: p.uuid().nullable(),
    createdAt: createdAtColumn(),
    updatedAt: updatedAtColumn(),
  },
});

export class SavedBand extends SavedBandSchema.class {}
SavedBandSchema.setClass(SavedBand);
