import { defineEntity, p } from '@mikro-orm/core';
import { createdAtColumn, userIdColumn } from '../../../src/db/columns.ts';

/** One admin action: who did what to which thing, and when (issue 18). Never updated or deleted by the product. */
const AuditEntrySchema = defineEntity({
  name: 'AuditEntry',
  tableName: 'audit_entry',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    at: createdAtColumn().index(),
    actorId: userIdColumn().index(),
    actorName: p.string().length(100),
    /** e.g. 'news.create', 'user.roles', 'contact.answer'. */
    action: p.string().length(60),
    /** What was acted on, e.g. a news slug or a user id. */
    target: p.string().length(200),
    details: p.json<Record<string, unknown>>().nullable(),
  },
});

export class AuditEntry extends AuditEntrySchema.class {}
AuditEntrySchema.setClass(AuditEntry);
