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

const AUDIT_SORTS = { when: 'at', who: 'actorName', action: 'action' } as const;
export type AuditSort = keyof typeof AUDIT_SORTS;

const auditWhere = (actionPrefix?: string) => (actionPrefix ? { action: { $like: `${actionPrefix.replace(/[%_\\]/g, '\\$&')}%` } } : {});

/** Admin actions, newest first unless told, optionally those of one kind (prefix, e.g. 'news.'). */
export async function listAudit(
  em: EntityManager,
  options: { limit?: number; offset?: number; actionPrefix?: string; sort?: AuditSort; dir?: 'asc' | 'desc' } = {},
): Promise<AuditDto[]> {
  const field = AUDIT_SORTS[options.sort ?? 'when'] ?? 'at';
  const dir = options.dir ?? 'desc';
  const rows = await em.find(AuditEntry, auditWhere(options.actionPrefix), {
    orderBy: { [field]: dir, id: dir },
    limit: options.limit ?? 200,
    offset: options.offset ?? 0,
  });
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

export async function countAudit(em: EntityManager, actionPrefix?: string): Promise<number> {
  return em.count(AuditEntry, auditWhere(actionPrefix));
}
