import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

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
 * Node options of every worker thread of the pool: the priority first, then, when the threads load
 * TypeScript sources (not the build's bundles), tsx. No TypeScript preload may come before tsx:
 * after a .ts preload, tsx falls back to module.register(), whose hooks run in a thread of their
 * own, another V8 heap (the bench server's web process had two Node threads per pool worker and
 * 35 MB more resident at rest); first, it installs them on the worker's own thread
 * (module.registerHooks).
 */
export function workerExecArgv(options: { typescript: boolean }): string[] {
  const lower = ['--import', `data:text/javascript,${encodeURIComponent(LOWER_PRIORITY)}`];
  return options.typescript ? [...lower, '--import', 'tsx'] : lower;
}

/**
 * V8's platform threads (named "V8Worker": concurrent and parallel garbage collection, background
 * compilation) serve every isolate of the process, the worker threads' as well, at the priority
 * the process started with. During the heavy bench they ran 2.1–2.2 s of CPU in the load's 9 s,
 * as much as the event loop itself, most of it collecting the band renderers' garbage: heavy work
 * at the event loop's priority after all (issue 30 point 8). Called once by the web process at
 * start, on Linux; the number of threads lowered, 0 elsewhere or where the sandbox forbids it.
 */
export function lowerV8PlatformThreads(): number {
  if (process.platform !== 'linux') return 0;
  let lowered = 0;
  for (const tid of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() !== 'V8Worker') continue;
      os.setPriority(Number(tid), WORKER_NICE);
      lowered++;
    } catch {
      // A thread that ended meanwhile, or a sandbox that forbids it: left as it is.
    }
  }
  return lowered;
}
