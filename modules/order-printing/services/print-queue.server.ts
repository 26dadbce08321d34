import { getOrm } from '../../../src/db/orm.server.ts';
import { defineJob, enqueueJob } from '../../../src/host/jobs.server.ts';
import { failUnfinishedPrintRun } from '../data/print-run.repository.ts';
import { executePrintRun } from './print-run.ts';

/**
 * Batch printing runs in the background on the host's job queue (PostgreSQL, shared by every
 * replica): the admin screen queues a run and polls its progress, the site keeps answering, and a
 * run queued before a restart, or released by a replica that stopped mid-way, is picked up by
 * whichever replica's worker is free. A run done again starts over (the files are rebuilt).
 *
 * A big run may take long (an hour at most), so its lease is a heartbeat rather than that hour:
 * the worker beats every 10 s, and a replica killed mid-way (issue 28) stops beating; 20 s later
 * the queue's supervisor (a pass every 10 s) fails the attempt and another worker starts the run
 * again, well within a minute. Two retries: a run killed twice still gets a third worker; if that
 * one dies too, the run is marked failed (onGiveUp) so the team can start it again.
 */
export const printRunJob = defineJob<{ runId: string }>({
  name: 'order-printing.print-run',
  retry: { limit: 2 },
  expireInSeconds: 3600,
  heartbeatSeconds: 20,
  handler: async ({ runId }) => executePrintRun((await getOrm()).em.fork(), runId),
  // Every attempt lost (its worker killed each time) or timed out: the screen says failed, not "running" forever.
  onGiveUp: async ({ runId }) =>
    failUnfinishedPrintRun((await getOrm()).em.fork(), runId, 'The print run was interrupted on every attempt. Start it again.'),
});

export async function enqueuePrintRun(runId: string): Promise<void> {
  await enqueueJob(printRunJob, { runId });
}
