import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/**
 * A read-only copy of a band, made when its owner shares a band built on a private course: the
 * band definition, the planned rows and the elevation chart, never the course file. Anyone with the
 * link sees the band; nobody can build another band on that course from it.
 */
const BandSnapshotSchema = defineEntity({
  name: 'BandSnapshot',
  tableName: 'band_snapshot',
  properties: {
    id: p.uuid().primary(),
    ownerId: userIdColumn().index(),
    /** The course's title at the time, printed above the band. */
    courseTitle: p.string().length(120),
    definition: p.json<Record<string, unknown>>(),
    plans: p.json<unknown[]>(),
    chart: p.json<Record<string, unknown>>(),
    createdAt: createdAtColumn(),
  },
});

export class BandSnapshot extends BandSnapshotSchema.class {}
BandSnapshotSchema.setClass(BandSnapshot);
