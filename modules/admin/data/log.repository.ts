import type { EntityManager } from '@mikro-orm/postgresql';
import { LogEntry } from '../entities/log-entry.entity.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

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

export type LogSort = 'time' | 'level';

function logWhere(filter: LogFilter) {
  const at: Record<string, Date> = {};
  if (filter.from) at.$gte = filter.from;
  if (filter.to) at.$lte = filter.to;
  return {
    ...(filter.minLevel ? { level: { $gte: filter.minLevel } } : {}),
    ...(Object.keys(at).length ? { at } : {}),
    ...(filter.reqId ? { reqId: filter.reqId } : {}),
    ...(filter.userId ? { userId: filter.userId } : {}),
    ...(filter.pathPrefix ? { path: { $like: like(filter.pathPrefix) } } : {}),
  };
}

/** The matching lines, newest first unless told (the same level: newest first). */
export async function queryLogs(
  em: EntityManager,
  filter: LogFilter,
  order: { sort?: LogSort; dir?: 'asc' | 'desc'; offset?: number } = {},
): Promise<LogDto[]> {
  const dir = order.dir ?? 'desc';
  const orderBy = order.sort === 'level' ? { level: dir, at: 'desc' as const, id: 'desc' as const } : { at: dir, id: dir };
  const rows = await em.find(LogEntry, logWhere(filter), { orderBy, limit: filter.limit ?? 200, offset: order.offset ?? 0 });
  return rows.map((row) => dtoFields(row, ['id', 'at', 'level', 'msg', 'reqId', 'userId', 'path', 'data']));
}

export async function countLogs(em: EntityManager, filter: LogFilter): Promise<number> {
  return em.count(LogEntry, logWhere(filter));
}
