import { PgBoss } from 'pg-boss';
import { getOrm, type EntityManager } from '../../../src/db/orm.server.ts';
import { logger } from '../../../src/host/logger.server.ts';
import { executePrintRun } from './print-run.ts';

/**
 * Batch printing runs in the background on pg-boss, a job queue kept in PostgreSQL (schema
 * `pgboss`): the admin screen queues a run and polls its progress, the site keeps answering, and
 * a run queued before a restart is picked up again when the worker starts.
 */
export const PRINT_QUEUE = 'commerce-print-run';
export const QUEUE_SCHEMA = 'pgboss';

let started: Promise<PgBoss> | undefined;

function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  return url;
}

/** Creates pg-boss's schema (the module's `migrate` at start-up); returns what it created. */
export async function installQueue(url: string): Promise<string[]> {
  const boss = new PgBoss({ connectionString: url, schema: QUEUE_SCHEMA, supervise: false, schedule: false });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  await boss.createQueue(PRINT_QUEUE).catch(() => {});
  await boss.stop({ graceful: false });
  return [];
}

type EmSource = () => Promise<EntityManager> | EntityManager;
const serverEm: EmSource = async () => (await getOrm()).em.fork();

/** The process's queue with the print worker attached, started on first use (`emOf`: the database the worker writes to). */
export function printQueue(url = databaseUrl(), emOf: EmSource = serverEm): Promise<PgBoss> {
  started ??= (async () => {
    const boss = new PgBoss({ connectionString: url, schema: QUEUE_SCHEMA });
    boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
    await boss.start();
    await boss.createQueue(PRINT_QUEUE).catch(() => {});
    await boss.work<{ runId: string }>(PRINT_QUEUE, { pollingIntervalSeconds: 1 }, async (jobs) => {
      for (const job of jobs) await executePrintRun(await emOf(), job.data.runId);
    });
    return boss;
  })();
  return started;
}

export async function enqueuePrintRun(runId: string): Promise<void> {
  await (await printQueue()).send(PRINT_QUEUE, { runId }, { retryLimit: 1, expireInSeconds: 3600 });
}

/** Tests stop the worker so the process can exit. */
export async function stopPrintQueue(): Promise<void> {
  if (!started) return;
  const boss = await started;
  started = undefined;
  await boss.stop({ graceful: true, timeout: 30_000 });
}
