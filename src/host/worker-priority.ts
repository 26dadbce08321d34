/**
 * Loaded in every worker thread of the shared pool, right after tsx (worker-pool.ts): on Linux,
 * lowers the thread's own scheduling priority (nice 10), so that when the web process's event loop
 * and a heavy task want the same core, the event loop wins and a page or `/healthz` is not kept waiting
 * behind a band sheet or a course file (issue 14). Linux keeps nice values per thread and
 * `setpriority(…, 0, …)` applies to the calling thread only; elsewhere (macOS) it would lower the
 * whole process, so it is left alone there.
 */
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { projectRoot } from './project-root.ts';

export const WORKER_NICE = 10;

if (!isMainThread && process.platform === 'linux') {
  try {
    os.setPriority(WORKER_NICE);
  } catch {
    // A sandbox that forbids it: the thread simply keeps the normal priority.
  }
}

/**
 * Node options of every worker thread of the pool: TypeScript sources through tsx, then this
 * file. tsx comes first: after a .ts preload, tsx falls back to module.register(), whose hooks run
 * in a thread of their own, another V8 heap (the bench server's web process had two Node threads
 * per pool worker and 35 MB more resident at rest); first, it installs them on the worker's own
 * thread (module.registerHooks).
 */
export function workerExecArgv(): string[] {
  return ['--import', 'tsx', '--import', pathToFileURL(path.resolve(projectRoot(), 'src/host/worker-priority.ts')).href];
}
