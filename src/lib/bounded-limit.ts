import pLimit from 'p-limit';
import { BusyError } from './http-errors.ts';

/**
 * At most `concurrent` calls run at once and `waiting` more wait their turn (p-limit); one more
 * is refused at once with BusyError (503 with Retry-After) instead of a wait without end.
 * `idle()` resolves once nothing runs or waits.
 */
export function boundedLimit(concurrent: number, waiting: number) {
  const limit = pLimit(concurrent);
  const idle: Array<() => void> = [];
  const busy = () => limit.activeCount + limit.pendingCount;
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (busy() >= concurrent + waiting) throw new BusyError();
      try {
        return await limit(work);
      } finally {
        if (busy() === 0) for (const resolve of idle.splice(0)) resolve();
      }
    },
    /** Calls running and waiting now. */
    load(): { running: number; waiting: number } {
      return { running: limit.activeCount, waiting: limit.pendingCount };
    },
    idle(): Promise<void> {
      if (busy() === 0) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
