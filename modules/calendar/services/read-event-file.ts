import { serverThreads, workerPool } from '../../../src/host/worker-pool.ts';
import type { ReadResult } from './event-file.ts';

/** Tests read on their own thread; the server in one worker thread (imports are rare, team-only). */
const pool = workerPool<string, ReadResult>(
  { file: 'modules/calendar/services/event-file-worker.ts', threads: serverThreads(1), maxQueue: 4 },
  async () => {
    const { readEventFile } = await import('./event-file.ts');
    return async (text: string) => readEventFile(text);
  },
);

/**
 * A CSV or iCalendar file's rows, read in a worker thread (event-file.ts does the reading). A
 * full queue is a BusyError (503 with Retry-After, in the user's language).
 */
export function readEventFileOffThread(text: string): Promise<ReadResult> {
  return pool.run(text);
}
