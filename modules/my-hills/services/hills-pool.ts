import { defaultThreads, serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import type { HillCurve } from './fit-hills.ts';
import type { FitOptions, RunFile } from './fit-my-hills.ts';
import { HillsError } from './hills-error.ts';
import type { HillsOutcome, HillsTask } from './hills-worker.ts';

/** Fits waiting beyond the running ones (one more is a 503 with Retry-After). */
const QUEUE = 4;

const pool = workerPool<HillsTask, HillsOutcome>(
  { file: 'modules/my-hills/services/hills-worker.ts', threads: serverThreads(defaultThreads()), maxQueue: QUEUE },
  async () => (await import('./hills-worker.ts')).default,
);

/**
 * fitMyHills in the shared worker pool (ten 4-hour one-second FIT files are 150,000 records):
 * read, cut into stretches, fitted. Refusals are HillsError. The files' bytes are moved to the
 * worker, not copied: the caller must not use them afterwards.
 */
export async function fitMyHillsInWorker(files: readonly RunFile[], options: FitOptions = {}): Promise<HillCurve> {
  const owned = files.flatMap(({ bytes }) =>
    bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [],
  );
  const outcome = await pool.run({ files: [...files], options }, [...new Set(owned)]);
  if (outcome.ok) return outcome.curve;
  throw new HillsError(outcome.code, outcome.params);
}

export const hillsPool = { load: () => pool.load(), close: () => pool.close() };
