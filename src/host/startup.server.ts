/**
 * What `npm start` runs once the production bundle is loaded: bring up the database (embedded
 * unless DATABASE_URL is set), migrate and seed, start the job queue, then serve on PORT;
 * SIGINT/SIGTERM close the server, stop the job queue (running jobs finish or are released) and
 * stop the embedded PostgreSQL cleanly.
 *
 * It lives in the server bundle (reached through the adapter's `start`) so that the start script
 * can be plain Node: loading the 13 MB bundle through tsx's loader cost about 1 GB of memory at
 * idle, against about 0.2 GB when Node loads it itself (ADR 0017).
 */
import pg from 'pg';
import { DATABASE_PARTS } from '../composition.ts';
import { prepareDatabase, type Database } from '../db/database-lifecycle.ts';
import { closeSharedPool, warmSharedPool } from '../db/shared-pool.ts';
import { databaseStatus, setDatabaseReady, setDatabaseWaiting } from './database-status.ts';
import { env } from './env.server.ts';
import { flushLogSinks } from './logger.server.ts';
import { startJobQueue, stopJobQueue } from './jobs.server.ts';
import { routeRenderErrorsToLog } from './render-error-log.ts';
import { lowerV8PlatformThreads } from './worker-priority.ts';

export interface StartOptions {
  /** The project folder (embedded PostgreSQL data, generated secrets, worker sources). */
  root: string;
  /** Waku's request handler with the process environment applied. */
  fetch: (req: Request, ...args: unknown[]) => Promise<Response>;
}

type Serve = (options: { fetch: StartOptions['fetch']; port: number; hostname: string }) => { close(callback?: () => void): void };

const log = (message: string, level: 'info' | 'warn' | 'error' = 'info') =>
  console.log(JSON.stringify({ level, service: 'paceband', msg: message }));
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** True when the server at `url` accepts a connection and a query. */
async function reachable(url: string): Promise<{ ok: true } | { ok: false; reason: string }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: reasonOf(error) || (error as { code?: string }).code || 'no answer' };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Prepares the database and serves; resolves once the server listens. */
export async function startServer(options: StartOptions, serve: Serve): Promise<void> {
  const { root } = options;
  const config = env();
  // The environment was checked when the bundle loaded (src/server-entry.tsx).
  if (config.REQUIRE_DATABASE_URL && !config.DATABASE_URL) {
    console.error('DATABASE_URL is required here (REQUIRE_DATABASE_URL is set): point it at your PostgreSQL server.');
    process.exit(1);
  }

  /**
   * The database, prepared (migrated, seeded). An external DATABASE_URL that does not answer yet is
   * not fatal: the server starts anyway, answers /healthz and every page with 503, and retries in
   * the background until the database answers (a container often starts before its database).
   * Anything else that goes wrong (an embedded server that cannot start, a failed migration)
   * stops the start with its reason.
   */
  async function openOrWait(): Promise<Database> {
    const external = config.DATABASE_URL;
    if (external) {
      const first = await reachable(external);
      if (!first.ok) {
        setDatabaseWaiting(first.reason);
        log(`database not reachable (${first.reason}): serving 503 on every page and /healthz, retrying`, 'warn');
        void retryUntilReachable(external, 1);
        return { url: external, stop: async () => {} };
      }
    }
    try {
      // Its own shutdown (below) stops the embedded PostgreSQL last, after the requests and jobs.
      return await prepareDatabase(config, root, log, DATABASE_PARTS, { ownShutdown: true });
    } catch (error) {
      log(`cannot start: the database could not be prepared: ${reasonOf(error)}`, 'error');
      process.exit(1);
    }
  }

  /** The shared pool's first connections, opened before the first request needs them (src/db/shared-pool.ts). */
  function warmPool(): void {
    warmSharedPool().catch((error: unknown) => log(`database pool: ${reasonOf(error)}`, 'warn'));
  }

  /** The job queue (ADR 0017), once the database is migrated; if it fails, the next job queued starts it again. */
  function startJobs(): void {
    startJobQueue({ url: process.env.DATABASE_URL, work: config.JOB_WORKERS }).catch((error: unknown) =>
      log(`job queue did not start (it starts again on the next job queued): ${reasonOf(error)}`, 'error'),
    );
  }

  /** Retries every few seconds (2 s, growing to 30 s) until the database answers, then migrates and serves. */
  async function retryUntilReachable(url: string, attempt: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, Math.min(30_000, 2_000 * attempt)));
    const answer = await reachable(url);
    if (!answer.ok) {
      if (attempt % 10 === 0) log(`database still not reachable after ${attempt} attempts (${answer.reason}); retrying`, 'warn');
      return retryUntilReachable(url, attempt + 1);
    }
    try {
      await prepareDatabase(config, root, log, DATABASE_PARTS);
      setDatabaseReady();
      warmPool();
      startJobs();
      log(`database reachable after ${attempt} retries: migrated, now serving`);
    } catch (error) {
      log(`database reachable but could not be prepared: ${reasonOf(error)}; retrying`, 'error');
      return retryUntilReachable(url, attempt + 1);
    }
  }

  /**
   * SIGINT/SIGTERM: close the server, let running jobs finish (or release them to another replica
   * after JOB_STOP_TIMEOUT_S, ADR 0017), store the log viewer's last lines, close the pool, and
   * stop the embedded PostgreSQL last. Taken from the start: the embedded database leaves both
   * signals to this process (ownShutdown), so one that came while it migrates and seeds would
   * otherwise end the process at once and leave PostgreSQL running; it waits for the database to
   * be open and stops it, and the server is never started.
   */
  let opening: Promise<Database> | null = null;
  let server: ReturnType<Serve> | null = null;
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    log(`${signal}: shutting down`);
    // A start under way finishes opening the database first (initdb, migrations: not cut halfway).
    const database = await opening?.catch(() => null);
    const forced = setTimeout(() => process.exit(1), 10_000 + config.JOB_STOP_TIMEOUT_S * 1000);
    const listening = server;
    if (listening) await new Promise<void>((resolve) => listening.close(() => resolve()));
    await stopJobQueue(config.JOB_STOP_TIMEOUT_S * 1000).catch((error: unknown) => log(`job queue: ${reasonOf(error)}`, 'warn'));
    await flushLogSinks();
    await closeSharedPool().catch(() => undefined);
    await database?.stop();
    clearTimeout(forced);
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  opening = openOrWait();
  const database = await opening;
  if (stopping) return;
  process.env.DATABASE_URL = database.url;
  routeRenderErrorsToLog((error) =>
    console.log(
      JSON.stringify({
        level: 'error',
        service: 'paceband',
        msg: 'render failed',
        err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
      }),
    ),
  );
  if (!databaseStatus().waiting) {
    warmPool();
    startJobs();
  }
  // The garbage collection of the worker threads' heaps runs on V8's threads: below the event loop too.
  lowerV8PlatformThreads();
  server = serve({ fetch: options.fetch, port: config.PORT, hostname: config.HOST });
  log(`Paceband listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`);
}
