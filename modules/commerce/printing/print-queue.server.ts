import { getOrm } from '../../../src/db/orm.server.ts';
import { defineJob, enqueueJob } from '../../../src/host/jobs.server.ts';
import { executePrintRun } from './print-run.ts';

/**
 * Batch printing runs in the background on the host's job queue (PostgreSQL, shared by every
 * replica): the admin screen queues a run and polls its progress, the site keeps answering, and a
 * run queued before a restart, or released by a replica that stopped mid-way, is picked up by
 * whichever replica's worker is free. A run done again starts over (the files are rebuilt).
 */
export const printRunJob = defineJob<{ runId: string }>({
  name: 'commerce.print-run',
  retry: { limit: 1 },
  expireInSeconds: 3600,
  handler: async ({ runId }) => executePrintRun((await getOrm()).em.fork(), runId),
});

export async function enqueuePrintRun(runId: string): Promise<void> {
  await enqueueJob(printRunJob, { runId });
}
