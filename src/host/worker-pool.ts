import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { BusyError } from '../lib/http-errors.ts';
import { projectRoot } from './project-root.ts';

export interface WorkerPoolOptions {
  /** The worker's source file, relative to the project root (e.g. 'modules/x/render/worker.ts'). */
  file: string;
  /** Worker threads; 0 runs tasks on the calling thread (tests, tools). */
  threads: number;
  /** Tasks waiting beyond the running ones; one more is refused with 503 + Retry-After (BusyError). */
  maxQueue: number;
}

/** Default threads for CPU-heavy work: every core but one for the event loop, at least one. */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * CPU-heavy work (band rendering, course-file parsing) off the web process's event loop: a
 * Piscina pool of worker threads with a bounded queue. A full queue is a 503 with Retry-After
 * (BusyError) instead of a wait without end. The worker runs the module's TypeScript source
 * through tsx, like the server. `inline` is the same task function called on this thread, for
 * tests and tools that set threads to 0.
 */
export function workerPool<Task, Result>(options: WorkerPoolOptions, inline: () => Promise<(task: Task) => Promise<Result>>) {
  let pool: Piscina | undefined;
  return {
    async run(task: Task): Promise<Result> {
      if (options.threads <= 0) return (await inline())(task);
      pool ??= new Piscina({
        filename: pathToFileURL(path.resolve(projectRoot(), options.file)).href,
        minThreads: 0,
        maxThreads: options.threads,
        maxQueue: options.maxQueue,
        idleTimeout: 60_000,
        execArgv: ['--import', 'tsx'],
      });
      if (pool.queueSize >= options.maxQueue) throw new BusyError();
      try {
        return (await pool.run(task)) as Result;
      } catch (error) {
        if (error instanceof Error && /queue is at limit/i.test(error.message)) throw new BusyError();
        throw error;
      }
    },
    /** Tasks running and waiting now (for the bench and health). */
    load(): { running: number; waiting: number } {
      return { running: pool?.utilization ? Math.round(pool.utilization * options.threads) : 0, waiting: pool?.queueSize ?? 0 };
    },
    async close(): Promise<void> {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
