import { defaultThreads, serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import type { BandPlan } from '../../pacing/index.ts';
import { WatchFileError, type WatchFile, type WatchFileOptions, type WatchKind } from './watch-file.ts';
import type { WatchOutcome, WatchTask } from './watch-worker.ts';

/** Most watch files wait behind these: the print files' own queue bound. */
const MAX_QUEUE = 32;

const pool = workerPool<WatchTask, WatchOutcome>(
  { file: 'modules/watch/services/watch-worker.ts', threads: serverThreads(defaultThreads()), maxQueue: MAX_QUEUE },
  async () => {
    const worker = await import('./watch-worker.ts');
    return async (task: WatchTask) => worker.watchTask(task);
  },
);

/**
 * A watch file written in the shared worker pool: Garmin's encoder builds each message's
 * definition from the whole FIT profile, so a marathon course (600–900 records) takes tens of
 * milliseconds of CPU (`npm run bench`), which the web process's event loop does not give. A full
 * queue is a BusyError (503, Retry-After); a refusal is the same WatchFileError.
 */
export async function writeWatchFile(kind: WatchKind, plan: BandPlan, options: WatchFileOptions): Promise<WatchFile> {
  // Dates do cross threads (structured clone); the start is fixed here so that it is the request's.
  const outcome = await pool.run({ kind, plan, options: { ...options, start: options.start ?? new Date() } });
  if (!outcome.ok) throw new WatchFileError(outcome.code, outcome.params);
  return outcome.file;
}

/** The pool's load and shutdown (bench, tests, graceful stop). */
export const watchPool = { load: () => pool.load(), close: () => pool.close() };
