import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../tests/support/test-database.ts';
import { defineJob, enqueueJob, JOB_SCHEMA, jobsIdle, registerJobs, startJobQueue, stopJobQueue } from './jobs.server.ts';
import { addLogSink } from './logger.server.ts';

const orm = useTestDatabase();
const logs: Array<{ msg: string; job?: string; attempt?: number; attempts?: number }> = [];
addLogSink((line) => logs.push(JSON.parse(line)));
afterAll(() => stopJobQueue());

const tries: Record<string, number> = {};
/** Fails its first `failures` attempts for a given tag, then succeeds. */
const flaky = defineJob<{ tag: string; failures: number }>({
  name: 'test.flaky',
  retry: { limit: 2 },
  handler: async ({ tag, failures }) => {
    tries[tag] = (tries[tag] ?? 0) + 1;
    if (tries[tag]! <= failures) throw new Error(`attempt ${tries[tag]} of ${tag} failed`);
  },
});
const givenUp: Array<{ tag: string }> = [];
/** Fails every attempt; its onGiveUp hears of it once. */
const doomed = defineJob<{ tag: string }>({
  name: 'test.doomed',
  retry: { limit: 1 },
  handler: async ({ tag }) => {
    throw new Error(`${tag} always fails`);
  },
  onGiveUp: async (data) => {
    givenUp.push(data);
  },
});
const unlisted = defineJob<{ n: number }>({ name: 'test.unlisted', retry: { limit: 1 }, handler: async () => {} });

describe('the host job queue', () => {
  it('checks names, retry policies and that a job is declared', async () => {
    const handler = async () => {};
    expect(() => defineJob({ name: 'NoModule', retry: { limit: 1 }, handler })).toThrow(/module.job-name/);
    expect(() => defineJob({ name: 'a.b', retry: { limit: 0 }, handler })).toThrow(/retry.limit/);
    expect(() => registerJobs([flaky, flaky])).toThrow(/declared twice/);
    registerJobs([flaky]);
    await expect(enqueueJob(unlisted, { n: 1 })).rejects.toThrow(/not declared/);
  });

  it('without a database, runs the job here with its retries', async () => {
    registerJobs([flaky, doomed]);
    delete process.env.DATABASE_URL;
    await enqueueJob(flaky, { tag: 'inline', failures: 1 });
    await enqueueJob(doomed, { tag: 'inline-doomed' });
    await jobsIdle();
    expect(givenUp).toEqual([{ tag: 'inline-doomed' }]);
    expect(tries.inline).toBe(2);
    expect(logs.filter((l) => l.job === 'test.flaky').map((l) => [l.msg, l.attempt])).toEqual([['job failed: it will be retried', 1]]);
  });

  it('on PostgreSQL: retries a failing job, and keeps one that fails every attempt as failed, logged', async () => {
    logs.length = 0;
    givenUp.length = 0;
    registerJobs([flaky, doomed]);
    await startJobQueue({ url: orm().config.get('clientUrl')!, pollingIntervalSeconds: 0.5 });
    await enqueueJob(flaky, { tag: 'once', failures: 1 });
    await enqueueJob(flaky, { tag: 'always', failures: 99 });
    await enqueueJob(doomed, { tag: 'queued-doomed' });
    await jobsIdle();
    expect(tries).toMatchObject({ once: 2, always: 3 });
    // A job given up is told once, through its dead-letter queue.
    expect(givenUp).toEqual([{ tag: 'queued-doomed' }]);
    const jobs = await orm()
      .em.fork()
      .getConnection()
      .execute(`select data->>'tag' as tag, state, retry_count from ${JOB_SCHEMA}.job where name = 'test.flaky' order by data->>'tag'`);
    expect(jobs).toEqual([
      { tag: 'always', state: 'failed', retry_count: 2 },
      { tag: 'once', state: 'completed', retry_count: 1 },
    ]);
    const always = logs.filter((l) => l.job === 'test.flaky' && l.msg.includes('failed on its last attempt'));
    expect(always).toEqual([expect.objectContaining({ attempt: 3, attempts: 3 })]);
  });
});
