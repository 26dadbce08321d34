/**
 * One app replica for src/host/replicas.test.ts: an HTTP server with the host's rate limit and
 * the host's job queue on DATABASE_URL, as every replica of the app has them. Two test jobs write
 * what they do to the table `replica_job` (created by the test):
 *   - `replica-test.record`: one row, phase 'done';
 *   - `replica-test.hold`: a row 'started', then, when HOLD_JOBS=1, waits until its attempt is
 *     given up (the replica stops); otherwise a row 'done'. One at a time per replica.
 * GET /limited counts against one shared limit (LIMIT_MAX per minute, per X-Client);
 * POST /enqueue/<record|hold> queues a job and answers its id.
 * Prints {"port": …} once listening; SIGTERM closes the server and stops the queue (running jobs
 * get STOP_TIMEOUT_MS to finish, then are released), then exits 0.
 */
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { defineJob, enqueueJob, registerJobs, startJobQueue, stopJobQueue, type JobContext } from '../../src/host/jobs.server.ts';
import { closeSharedPool } from '../../src/db/shared-pool.ts';
import { rateLimit } from '../../src/host/rate-limit.ts';
import { TooManyRequestsError } from '../../src/lib/http-errors.ts';

const replica = process.env.REPLICA!;
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
pool.on('error', () => {});

const note = (context: JobContext, tag: string, phase: string) =>
  pool.query('insert into replica_job (job_id, tag, replica, attempt, phase) values ($1, $2, $3, $4, $5)', [
    context.id,
    tag,
    replica,
    context.attempt,
    phase,
  ]);

const recordJob = defineJob<{ tag: string }>({
  name: 'replica-test.record',
  retry: { limit: 1 },
  handler: async ({ tag }, context) => {
    await note(context, tag, 'done');
  },
});

const holdJob = defineJob<{ tag: string }>({
  name: 'replica-test.hold',
  retry: { limit: 1 },
  handler: async ({ tag }, context) => {
    await note(context, tag, 'started');
    if (process.env.HOLD_JOBS === '1') {
      await new Promise((_, reject) => context.signal.addEventListener('abort', () => reject(new Error('released'))));
    }
    await note(context, tag, 'done');
  },
});

registerJobs([recordJob, holdJob]);
await startJobQueue({ url: process.env.DATABASE_URL, work: true, pollingIntervalSeconds: 0.5 });

const app = new Hono()
  .get(
    '/limited',
    rateLimit({ name: 'replicas', windowMs: 60_000, max: Number(process.env.LIMIT_MAX), key: (c) => c.req.header('x-client')! }),
    (c) => c.text(replica),
  )
  .post('/enqueue/:kind', async (c) => {
    const job = c.req.param('kind') === 'hold' ? holdJob : recordJob;
    return c.json({ id: await enqueueJob(job, { tag: c.req.query('tag') ?? '' }) });
  })
  .onError((error, c) => (error instanceof TooManyRequestsError ? c.text('slow down', 429) : c.text(String(error), 500)));

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => console.log(JSON.stringify({ port: info.port })));

process.on('SIGTERM', async () => {
  await new Promise((resolve) => server.close(resolve));
  await stopJobQueue(Number(process.env.STOP_TIMEOUT_MS ?? 8000));
  await closeSharedPool();
  await pool.end();
  process.exit(0);
});
