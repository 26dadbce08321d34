import type { EntityManager } from '@mikro-orm/postgresql';
import { AuditEntry } from '../entities/audit-entry.entity.ts';

export interface AuditInput {
  actorId: string;
  actorName: string;
  action: string;
  target: string;
  details?: Record<string, unknown> | null;
}

export interface AuditDto extends AuditInput {
  id: number;
  /** ISO 8601. */
  at: string;
}

/** Writes one admin action at once (its own flush: the trail must not depend on the caller's). */
export async function insertAudit(em: EntityManager, input: AuditInput): Promise<void> {
  const fork = em.fork();
  fork.create(AuditEntry, { ...input, details: input.details ?? null });
  await fork.flush();
}

/** The newest admin actions first, optionally those of one kind (prefix, e.g. 'news.'). */
export async function listAudit(em: EntityManager, options: { limit?: number; actionPrefix?: string } = {}): Promise<AuditDto[]> {
  const where = options.actionPrefix ? { action: { $like: `${options.actionPrefix.replace(/[%_\\]/g, '\\$&')}%` } } : {};
  const rows = await em.find(AuditEntry, where, { orderBy: { at: 'desc', id: 'desc' }, limit: options.limit ?? 200 });
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actorName: row.actorName,
    action: row.action,
    target: row.target,
    details: row.details ?? null,
  }));
}
