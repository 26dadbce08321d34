/**
 * Every worker thread of the pool runs at a lower scheduling priority (nice 10) on Linux, so that
 * when the web process's event loop and a heavy task want the same core, the event loop wins and a
 * page or `/healthz` is not kept waiting behind a band sheet or a course file (issue 14). Linux
 * keeps nice values per thread and `setpriority(…, 0, …)` applies to the calling thread only;
 * elsewhere (macOS) it would lower the whole process, so it is left alone there.
 */
export const WORKER_NICE = 10;

/**
 * The first thing a worker thread runs, plain JavaScript (no loader needed): its priority lowered
 * before it loads tsx and its modules. Lowered after tsx, as before, a new thread's start ran at
 * the event loop's priority: on the 2-core machine a burst's first heavy requests started threads
 * whose loading competed with the event loop, and `/healthz` stalled for 50–120 ms then (issue 30
 * point 8).
 */
const LOWER_PRIORITY = `import os from 'node:os';
if (process.platform === 'linux') {
  try { os.setPriority(${WORKER_NICE}); } catch { /* a sandbox that forbids it: the normal priority */ }
}`;

/**
 * Node options of every worker thread of the pool: the priority first, then TypeScript sources
 * through tsx. No TypeScript preload may come before tsx: after a .ts preload, tsx falls back to
 * module.register(), whose hooks run in a thread of their own, another V8 heap (the bench server's
 * web process had two Node threads per pool worker and 35 MB more resident at rest); first, it
 * installs them on the worker's own thread (module.registerHooks).
 */
export function workerExecArgv(): string[] {
  return ['--import', `data:text/javascript,${encodeURIComponent(LOWER_PRIORITY)}`, '--import', 'tsx'];
}
