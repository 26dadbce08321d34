import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, userIdColumn, uuidKeyColumn } from '../../../src/db/columns.ts';

/** A batch print of paid orders: queued, rendered in the background, then its two PDFs (the bands; labels or envelopes). */
const PrintRunSchema = defineEntity({
  name: 'PrintRun',
  tableName: 'commerce_print_run',
  properties: {
    id: uuidKeyColumn(),
    orderIds: p.json<string[]>(),
    paper: p.string().length(10),
    /** What goes with the bands to mail them: an address label sheet, or C6 or DL envelopes. */
    mailing: p.string().length(10).default('labels'),
    status: p.string().length(10).$type<'queued' | 'running' | 'done' | 'failed'>(),
    done: p.integer().default(0),
    total: p.integer(),
    error: p.string().length(500).nullable(),
    bandsPdf: p.blob().nullable().lazy(),
    labelsPdf: p.blob().nullable().lazy(),
    createdBy: userIdColumn(),
    createdAt: createdAtColumn(),
    finishedAt: p.datetime().nullable(),
  },
});

export class PrintRun extends PrintRunSchema.class {}
PrintRunSchema.setClass(PrintRun);
