import type { EntityManager } from '@mikro-orm/postgresql';
import { StatEvent } from '../entities/stat-event.entity.ts';

export interface StatInput {
  kind: string;
  locale?: string | null;
  country?: string | null;
  amount?: number | null;
  at?: Date;
}

export async function insertStatEvent(em: EntityManager, input: StatInput): Promise<void> {
  const fork = em.fork();
  fork.create(StatEvent, {
    kind: input.kind,
    locale: input.locale ?? null,
    country: input.country ?? null,
    amount: input.amount ?? null,
    ...(input.at ? { at: input.at } : {}),
  });
  await fork.flush();
}

export interface DailyCount {
  /** YYYY-MM-DD (UTC). */
  day: string;
  kind: string;
  count: number;
}

/** Events per UTC day and kind since `from`. */
export async function dailyCounts(em: EntityManager, from: Date): Promise<DailyCount[]> {
  const rows = await em.getConnection().execute<Array<{ day: string; kind: string; count: string }>>(
    `select to_char(date_trunc('day', "at" at time zone 'UTC'), 'YYYY-MM-DD') as day, kind, count(*) as count
       from stat_event where "at" >= ? group by 1, 2 order by 1`,
    [from],
  );
  return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }));
}

/** Events of each kind since `from`, by a column (locale or country); null becomes ''. */
export async function countsBy(
  em: EntityManager,
  column: 'locale' | 'country',
  from: Date,
): Promise<Array<{ kind: string; key: string; count: number }>> {
  const rows = await em
    .getConnection()
    .execute<Array<{ kind: string; key: string | null; count: string }>>(
      `select kind, "${column}" as key, count(*) as count from stat_event where "at" >= ? group by 1, 2 order by 3 desc`,
      [from],
    );
  return rows.map((row) => ({ kind: row.kind, key: row.key ?? '', count: Number(row.count) }));
}
