/**
 * Loaded first in every worker thread of the shared pool (worker-pool.ts): on Linux, lowers the
 * thread's own scheduling priority (nice 10), so that when the web process's event loop and a
 * heavy task want the same core, the event loop wins and a page or `/healthz` is not kept waiting
 * behind a band sheet or a course file (issue 14). Linux keeps nice values per thread and
 * `setpriority(…, 0, …)` applies to the calling thread only; elsewhere (macOS) it would lower the
 * whole process, so it is left alone there.
 */
import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

export const WORKER_NICE = 10;

if (!isMainThread && process.platform === 'linux') {
  try {
    os.setPriority(WORKER_NICE);
  } catch {
    // A sandbox that forbids it: the thread simply keeps the normal priority.
  }
}
