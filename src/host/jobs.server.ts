import { randomUUID } from 'node:crypto';
import { PgBoss, type JobWithMetadata } from 'pg-boss';
import { logger } from './logger.server.ts';

/**
 * The host's background job queue (ADR 0017): pg-boss, kept in PostgreSQL (schema `pgboss`), so
 * every app replica sends to and works from one queue. A job enqueued by one replica is done
 * exactly once, by whichever replica's worker claims it first; a job whose replica stops
 * mid-way is released and retried by another.
 *
 * Modules declare their jobs in the manifest (`jobs`, each made with `defineJob`) and enqueue
 * with `enqueueJob`; they never import pg-boss. `npm start` starts the queue at boot, after the
 * migrations (src/host/startup.server.ts), and stops it on SIGTERM/SIGINT. Elsewhere (the dev server, a
 * test) the first `enqueueJob` starts it on DATABASE_URL. Without any database (unit tests,
 * tools), jobs run in this process with the same retries: there is nothing to share then.
 */
export const JOB_SCHEMA = 'pgboss';
/** pg-boss's tables, left alone by MikroORM's schema diff. */
export const JOB_TABLES: readonly RegExp[] = [new RegExp(`^${JOB_SCHEMA}\\.`)];

interface RetryPolicy {
  /** Attempts after the first; at least 1, so a job released by a stopping replica runs again. */
  limit: number;
  delaySeconds?: number;
  /** Exponential backoff from `delaySeconds`. */
  backoff?: boolean;
  maxDelaySeconds?: number;
}

export interface JobContext {
  /** pg-boss's id of the job (the same on every attempt). */
  id: string;
  /** 1 for the first attempt. */
  attempt: number;
  /** Aborted when the attempt is given up (expired, or the replica stops before it finishes). */
  signal: AbortSignal;
}

export interface JobDefinition<T extends object> {
  /** Unique across modules, prefixed with the module's name: 'order-printing.print-run'. */
  name: string;
  handler: (data: T, context: JobContext) => Promise<void>;
  retry: RetryPolicy;
  /** How long one attempt may run before it counts as failed (15 minutes by default). */
  expireInSeconds?: number;
  /**
   * A long job's lease (pg-boss heartbeat, at least 10 s): the worker refreshes it every half
   * period while the handler runs; once it lapses (the replica was killed, `kill -9`, or lost its
   * database), the queue's supervisor fails the attempt within SUPERVISE_SECONDS and another
   * worker retries it, instead of waiting out `expireInSeconds`.
   */
  heartbeatSeconds?: number;
  /** Jobs of this kind one replica runs at once (1 by default). */
  concurrency?: number;
  /**
   * Runs once, on some worker, when the job is given up: its last attempt failed, expired or lost
   * its lease (its replica killed). E.g. marks the job's own record failed, which no attempt got
   * to do. Backed by a pg-boss dead-letter queue, `<name>.given-up`.
   */
  onGiveUp?: (data: T) => Promise<void>;
}

/** Any module's job, as the manifest lists it. */
export type AnyJob = JobDefinition<never>;

/** Identity helper that checks the name and keeps the data type for `enqueueJob`. */
export function defineJob<T extends object>(job: JobDefinition<T>): JobDefinition<T> {
  if (!/^[a-z][a-z0-9-]*\.[a-z0-9.-]+$/.test(job.name)) throw new Error(`job name ${job.name} must look like 'module.job-name'`);
  if (!Number.isInteger(job.retry.limit) || job.retry.limit < 1) throw new Error(`job ${job.name}: retry.limit must be at least 1`);
  if (job.heartbeatSeconds !== undefined && !(Number.isInteger(job.heartbeatSeconds) && job.heartbeatSeconds >= 10))
    throw new Error(`job ${job.name}: heartbeatSeconds must be a whole number of at least 10`);
  return job;
}

interface Running {
  boss: PgBoss;
  working: boolean;
}

/**
 * Kept on a global symbol, like the database status: a script and a bundle (or Vite's dev
 * server) can each load their own copy of this module, and all must see one queue.
 */
interface State {
  jobs: Map<string, AnyJob>;
  running?: Promise<Running>;
  /** Jobs run in this process (no database). */
  inline: Set<Promise<void>>;
  warnedInline?: boolean;
  /** Set by `stopJobQueue`: a job queued afterwards (a late request) is still stored, but this process no longer works. */
  stopped?: boolean;
}
const KEY = Symbol.for('paceband.jobs');
const state = (): State => ((globalThis as { [KEY]?: State })[KEY] ??= { jobs: new Map(), inline: new Set() });

/** The composition's job list (every manifest's `jobs`); names must be unique. */
export function registerJobs(jobs: readonly AnyJob[]): void {
  const byName = new Map<string, AnyJob>();
  for (const job of jobs) {
    if (byName.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    byName.set(job.name, job);
  }
  state().jobs = byName;
}

/**
 * Seconds between the supervisor's passes (pg-boss's supervise and monitor intervals, 60 s by
 * default): how late a lapsed heartbeat or an expired attempt is noticed. One replica's pass
 * serves all (pg-boss claims each pass in the queue table).
 */
const SUPERVISE_SECONDS = 10;

const queueOptions = (job: AnyJob) => ({
  retryLimit: job.retry.limit,
  retryDelay: job.retry.delaySeconds ?? 0,
  retryBackoff: job.retry.backoff ?? false,
  ...(job.retry.maxDelaySeconds ? { retryDelayMax: job.retry.maxDelaySeconds } : {}),
  expireInSeconds: job.expireInSeconds ?? 900,
});

/** The dead-letter queue of a job with `onGiveUp`. */
const givenUpQueue = (job: AnyJob) => `${job.name}.given-up`;
const GIVEN_UP_OPTIONS = { retryLimit: 2, retryDelay: 5, expireInSeconds: 120 } as const;

async function ensureQueue(boss: PgBoss, name: string, options: Parameters<PgBoss['updateQueue']>[1] & object): Promise<void> {
  // Creating takes no nulls (nothing to clear yet); updating does.
  const { heartbeatSeconds, deadLetter, retryDelayMax, ...rest } = options;
  const update = () => boss.updateQueue(name, options);
  if (await boss.getQueue(name)) await update();
  else
    await boss
      .createQueue(name, {
        ...rest,
        ...(heartbeatSeconds ? { heartbeatSeconds } : {}),
        ...(deadLetter ? { deadLetter } : {}),
        ...(retryDelayMax ? { retryDelayMax } : {}),
      })
      .catch(update);
}

async function ensureQueues(boss: PgBoss, jobs: Iterable<AnyJob>): Promise<void> {
  for (const job of jobs) {
    if (job.onGiveUp) await ensureQueue(boss, givenUpQueue(job), GIVEN_UP_OPTIONS);
    // A queue made before a job had a lease (or a dead letter) gets it, or loses it, on the next start.
    await ensureQueue(boss, job.name, {
      ...queueOptions(job),
      heartbeatSeconds: job.heartbeatSeconds ?? null,
      deadLetter: job.onGiveUp ? givenUpQueue(job) : null,
    });
  }
}

function newBoss(url: string, options: { maintenance: boolean }): PgBoss {
  const boss = new PgBoss({
    connectionString: url,
    schema: JOB_SCHEMA,
    max: 4,
    supervise: options.maintenance,
    superviseIntervalSeconds: SUPERVISE_SECONDS,
    monitorIntervalSeconds: SUPERVISE_SECONDS,
    schedule: false,
    application_name: 'paceband-jobs',
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  return boss;
}

/** Creates pg-boss's schema and every registered job's queue with its retry policy (start-up, test databases). */
export async function installJobQueue(url: string): Promise<string[]> {
  const boss = newBoss(url, { maintenance: false });
  await boss.start();
  try {
    await ensureQueues(boss, state().jobs.values());
  } finally {
    await boss.stop({ graceful: false });
  }
  return [];
}

/** Runs one attempt, logging a failure (pg-boss keeps the job and retries it, or marks it failed when none are left). */
async function attempt(job: AnyJob, pgJob: JobWithMetadata<object>): Promise<void> {
  const context: JobContext = { id: pgJob.id, attempt: pgJob.retryCount + 1, signal: pgJob.signal };
  try {
    await job.handler(pgJob.data as never, context);
  } catch (error) {
    const last = pgJob.retryCount >= pgJob.retryLimit;
    const fields = { err: error, job: job.name, id: pgJob.id, attempt: context.attempt, attempts: pgJob.retryLimit + 1 };
    if (last) logger.error(fields, 'job failed on its last attempt: kept as failed in the queue');
    else logger.warn(fields, 'job failed: it will be retried');
    throw error;
  }
}

export interface StartOptions {
  url?: string;
  /** Run workers here (JOB_WORKERS=0 makes a replica that only sends). */
  work?: boolean;
  /** Seconds between a worker's checks for new jobs. */
  pollingIntervalSeconds?: number;
}

/** Starts this process's queue once (sending, and working when `work`); later calls get the same one. */
export function startJobQueue(options: StartOptions = {}): Promise<Running> {
  const s = state();
  s.running ??= (async () => {
    const url = options.url ?? process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set: the job queue needs PostgreSQL');
    const work = options.work ?? (!s.stopped && !['0', 'false'].includes(process.env.JOB_WORKERS ?? '1'));
    const boss = newBoss(url, { maintenance: work });
    await boss.start();
    const jobs = [...s.jobs.values()];
    await ensureQueues(boss, jobs).catch(async (error: unknown) => {
      await boss.stop({ graceful: false });
      throw error;
    });
    if (work) {
      for (const job of jobs) {
        const workOptions = {
          batchSize: 1,
          includeMetadata: true,
          localConcurrency: job.concurrency ?? 1,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        } as const;
        await boss.work<object, void, typeof workOptions>(job.name, workOptions, async ([pgJob]) => {
          if (pgJob) await attempt(job, pgJob);
        });
        const onGiveUp = job.onGiveUp;
        if (onGiveUp)
          await boss.work<object>(
            givenUpQueue(job),
            { batchSize: 1, pollingIntervalSeconds: workOptions.pollingIntervalSeconds },
            async ([dead]) => {
              if (!dead) return;
              logger.error({ job: job.name, data: dead.data }, 'job given up: every attempt failed or was lost');
              await onGiveUp(dead.data as never);
            },
          );
      }
    }
    logger.info({ jobs: jobs.map((j) => j.name), work }, 'job queue started');
    return { boss, working: work };
  })().catch((error: unknown) => {
    s.running = undefined;
    throw error;
  });
  return s.running;
}

/**
 * Stops the queue: no new jobs are claimed, running ones get `timeoutMs` to finish; those still
 * running then are released (failed, so another replica retries them). Sending stops too.
 */
export async function stopJobQueue(timeoutMs = 8_000): Promise<void> {
  const s = state();
  const running = s.running;
  s.running = undefined;
  s.stopped = true;
  if (!running) return;
  const { boss } = await running.catch(() => ({ boss: null }));
  await boss?.stop({ graceful: true, timeout: timeoutMs });
  logger.info('job queue stopped');
}

/**
 * Queues a job of a registered definition; returns its id. `singletonKey`: at most one job with
 * this key waits at a time.
 */
export async function enqueueJob<T extends object>(
  job: JobDefinition<T>,
  data: T,
  options: { singletonKey?: string } = {},
): Promise<string> {
  const s = state();
  if (!s.jobs.has(job.name)) throw new Error(`job ${job.name} is not declared in any module's manifest`);
  if (!s.running && !process.env.DATABASE_URL) return runInline(job as unknown as AnyJob, data as never);
  const { boss } = await startJobQueue();
  const id = await boss.send(job.name, data, options.singletonKey ? { singletonKey: options.singletonKey } : {});
  if (!id) throw new Error(`job ${job.name} was not queued (a job with its key is already waiting)`);
  return id;
}

/** No database: the job runs here, in the background, with the definition's retries (no delay). */
function runInline(job: AnyJob, data: never): string {
  const s = state();
  if (!s.warnedInline) logger.warn('no DATABASE_URL: background jobs run in this process, without a shared queue');
  s.warnedInline = true;
  const id = `inline-${randomUUID()}`;
  const controller = new AbortController();
  const run = (async () => {
    for (let attemptNo = 1; ; attemptNo++) {
      try {
        await job.handler(data, { id, attempt: attemptNo, signal: controller.signal });
        return;
      } catch (error) {
        const last = attemptNo > job.retry.limit;
        const fields = { err: error, job: job.name, id, attempt: attemptNo, attempts: job.retry.limit + 1 };
        if (last) {
          logger.error(fields, 'job failed on its last attempt');
          return await job
            .onGiveUp?.(data)
            .catch((giveUpError: unknown) => logger.error({ err: giveUpError, job: job.name }, 'onGiveUp failed'));
        }
        logger.warn(fields, 'job failed: it will be retried');
      }
    }
  })();
  s.inline.add(run);
  void run.finally(() => s.inline.delete(run));
  return id;
}

/** Waits until no job of this database's queue is waiting, running or due for a retry (tests). */
export async function jobsIdle(): Promise<void> {
  const s = state();
  await Promise.all([...s.inline]);
  if (!s.running) return;
  const { boss } = await s.running;
  const unsettled = `select count(*)::int as n from ${JOB_SCHEMA}.job where state in ('created', 'retry', 'active')`;
  while (((await boss.getDb().executeSql(unsettled)).rows[0] as { n: number }).n > 0) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
