import type { EntityManager } from '@mikro-orm/postgresql';
import { LogEntry } from '../entities/log-entry.entity.ts';

export interface LogRow {
  at: Date;
  level: number;
  msg: string;
  reqId: string | null;
  userId: string | null;
  path: string | null;
  data: Record<string, unknown>;
}

export interface LogDto extends Omit<LogRow, 'at'> {
  id: number;
  at: string;
}

export async function insertLogs(em: EntityManager, rows: readonly LogRow[]): Promise<void> {
  if (rows.length === 0) return;
  const fork = em.fork();
  for (const row of rows) fork.create(LogEntry, row);
  await fork.flush();
}

/** Drops lines older than the retention; returns how many. */
export async function deleteLogsBefore(em: EntityManager, before: Date): Promise<number> {
  return em.fork().nativeDelete(LogEntry, { at: { $lt: before } });
}

export interface LogFilter {
  minLevel?: number;
  from?: Date;
  to?: Date;
  reqId?: string;
  userId?: string;
  pathPrefix?: string;
  limit?: number;
}

const like = (prefix: string) => `${prefix.replace(/[%_\\]/g, '\\$&')}%`;

/** The newest matching lines first. */
export async function queryLogs(em: EntityManager, filter: LogFilter): Promise<LogDto[]> {
  const at: Record<string, Date> = {};
  if (filter.from) at.$gte = filter.from;
  if (filter.to) at.$lte = filter.to;
  const rows = await em.find(
    LogEntry,
    {
      ...(filter.minLevel ? { level: { $gte: filter.minLevel } } : {}),
      ...(Object.keys(at).length ? { at } : {}),
      ...(filter.reqId ? { reqId: filter.reqId } : {}),
      ...(filter.userId ? { userId: filter.userId } : {}),
      ...(filter.pathPrefix ? { path: { $like: like(filter.pathPrefix) } } : {}),
    },
    { orderBy: { at: 'desc', id: 'desc' }, limit: filter.limit ?? 200 },
  );
  return rows.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    level: row.level,
    msg: row.msg,
    reqId: row.reqId ?? null,
    userId: row.userId ?? null,
    path: row.path ?? null,
    data: row.data,
  }));
}
