/**
 * Issue 28 "Shop", point 6: a print run whose worker dies mid-way (a replica killed, `kill -9`)
 * must not stay "running" for an hour. The job carries a pg-boss heartbeat: once its worker stops
 * beating, the queue's supervisor fails the attempt and another worker takes the run over, within a
 * minute. The dead worker here claims the job and then goes silent, which is what a killed
 * process leaves behind in the queue.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { closeOrm } from '../../../src/db/orm.server.ts';
import { installJobQueue, JOB_SCHEMA, startJobQueue, stopJobQueue } from '../../../src/host/jobs.server.ts';
import { abandonedJob } from '../../../tests/support/dead-worker.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { tempDir } from '../../../tests/support/temp-dir.ts';
import { createPrintRun, findPrintRun, finishPrintRun, markPrintRun } from '../data/print-run.repository.ts';
import { memberWithBand, paidBandOrder, seedShopSettings, simulatedProvider } from '../../commerce/tests/shop-fixtures.ts';
import { printRunJob } from '../services/print-queue.server.ts';

process.env.MAIL_OUTBOX_DIR = tempDir('commerce-outbox-');
const orm = useTestDatabase();
const provider = simulatedProvider({ checkoutUrl: (id) => `/en/checkout/${id}` });
let dead: { close: () => Promise<void> } | undefined;
afterAll(async () => {
  await stopJobQueue();
  await dead?.close();
  await closeOrm();
  delete process.env.DATABASE_URL;
});

async function paidOrder() {
  return paidBandOrder(() => orm().em.fork(), provider, await memberWithBand(orm().em.fork()));
}

describe('a print run whose worker dies (issue 28 point 6)', () => {
  it('is taken over by another worker within a minute', async () => {
    await seedShopSettings(orm().em.fork());
    const url = orm().config.get('clientUrl') as string;
    process.env.DATABASE_URL = url;
    await installJobQueue(url);
    const order = await paidOrder();
    const run = await createPrintRun(orm().em.fork(), [order.id], 'A4', 'staff-1');

    // The replica that dies: it claims the run's job, starts it, and is never heard from again.
    const claimed = await abandonedJob(url, printRunJob.name, { runId: run.id });
    dead = claimed;
    expect(claimed.data).toEqual({ runId: run.id });
    await markPrintRun(orm().em.fork(), run.id, { status: 'running', done: 0 });
    const claimedAt = Date.now();

    // A live replica's worker.
    await startJobQueue({ url, pollingIntervalSeconds: 0.5 });
    let state = await findPrintRun(orm().em.fork(), run.id);
    while (state?.status !== 'done' && state?.status !== 'failed' && Date.now() - claimedAt < 75_000) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      state = await findPrintRun(orm().em.fork(), run.id);
    }
    expect(state).toMatchObject({ status: 'done', done: 1, total: 1 });
    expect(Date.now() - claimedAt).toBeLessThan(60_000);
    const jobs = await orm()
      .em.fork()
      .execute<Array<{ state: string; retry_count: number }>>(`select state, retry_count from ${JOB_SCHEMA}.job where name = ?`, [
        printRunJob.name,
      ]);
    expect(jobs).toEqual([{ state: 'completed', retry_count: 1 }]);
  }, 90_000);

  it('is marked failed when every attempt was lost, and a finished run stays done', async () => {
    const run = await createPrintRun(orm().em.fork(), [], 'A4', 'staff-1');
    await markPrintRun(orm().em.fork(), run.id, { status: 'running', done: 0 });
    await printRunJob.onGiveUp!({ runId: run.id });
    expect(await findPrintRun(orm().em.fork(), run.id)).toMatchObject({ status: 'failed', error: expect.stringMatching(/interrupted/) });
    const finished = await createPrintRun(orm().em.fork(), [], 'A4', 'staff-1');
    await finishPrintRun(orm().em.fork(), finished.id, { bands: new Uint8Array([1]), labels: new Uint8Array([2]) });
    await printRunJob.onGiveUp!({ runId: finished.id });
    expect((await findPrintRun(orm().em.fork(), finished.id))?.status).toBe('done');
  });
});
