// A worker file for worker-pool.test.ts: what a task sees of its thread.
import os from 'node:os';
import { threadId } from 'node:worker_threads';

export default function describeThread(hold: number): { threadId: number; nice: number } {
  const until = Date.now() + hold;
  while (Date.now() < until) {
    // Busy on purpose: the task holds its thread for `hold` ms.
  }
  return { threadId, nice: os.getPriority() };
}
