/**
 * The calendar import's worker-thread entry (src/host/worker-pool.ts): reading a CSV or
 * iCalendar file (up to 2 MB, 2000 rows) into rows is plain CPU work, done off the web process's
 * event loop. Text in, plain rows or the problem out.
 */
import { readEventFile, type ReadResult } from './event-file.ts';

export default function readEventFileTask(text: string): ReadResult {
  return readEventFile(text);
}
