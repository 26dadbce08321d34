import { defineEntity, p } from '@mikro-orm/core';
import { userIdColumn } from '../../../src/db/columns.ts';

/** A line of the server's structured log, kept LOG_RETENTION_DAYS for the log viewer (secrets already redacted). */
const LogEntrySchema = defineEntity({
  name: 'LogEntry',
  tableName: 'log_entry',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    at: p.datetime().index(),
    /** pino's number: 10 trace … 60 fatal. */
    level: p.smallint().index(),
    msg: p.text(),
    reqId: p.string().length(64).nullable().index(),
    userId: userIdColumn().nullable(),
    path: p.string().length(500).nullable(),
    /** The rest of the line. */
    data: p.json<Record<string, unknown>>(),
  },
});

export class LogEntry extends LogEntrySchema.class {}
LogEntrySchema.setClass(LogEntry);
