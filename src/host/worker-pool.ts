import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { boundedLimit } from '../lib/bounded-limit.ts';
import { env } from './env.server.ts';
import { workerExecArgv } from './worker-priority.ts';
import { projectRoot } from './project-root.ts';

export interface WorkerPoolOptions {
  /** The worker's source file, relative to the project root (e.g. 'modules/x/render/worker.ts'). */
  file: string;
  /** This kind's tasks running at once in the shared pool; 0 runs them on the calling thread (tests, tools). */
  threads: number;
  /** This kind's tasks waiting beyond the running ones; one more is refused with 503 + Retry-After (BusyError). */
  maxQueue: number;
  /**
   * A thread of this kind's own instead of the shared pool's, which exits after `idleMs` without a
   * task: for rare tasks whose modules hold much memory for as long as the thread lives (zxcvbn's
   * password dictionaries, 57 MB of heap), which in the shared pool would stay in the thread that
   * draws bands, and make V8 size its heap for them (ADR 0017).
   */
  ownThread?: { idleMs: number };
}

/** Default threads for CPU-heavy work: every core but one for the event loop, at least one. */
export function defaultThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

/**
 * A kind's threads in the server; 0 under the test runner, whose tests run a kind's tasks on their
 * own thread unless they ask for the pool.
 */
export function serverThreads(threads: number): number {
  return process.env.VITEST ? 0 : threads;
}

/** Threads of the process's one worker pool: WORKER_THREADS, else the default. */
export function workerThreads(): number {
  return env().WORKER_THREADS ?? defaultThreads();
}

/**
 * The process's one pool of worker threads. Every kind of heavy task (band rendering, course
 * files, print runs, event imports) runs in it, each thread loading a kind's worker file the
 * first time it gets one of its tasks: a thread costs tens of MB before any work (its own V8
 * heap, Node, the TypeScript loader), so one pool sized to the spare cores keeps memory bounded
 * whatever the mix of work (ADR 0017). The young generation is capped: heavy tasks allocate in
 * bursts, and a worker's default semi-spaces grow to tens of MB of resident memory each.
 */
let shared: Piscina | undefined;
/** Tasks of every kind running or waiting in this process (the last kind to close stops the threads). */
let active = 0;
function sharedPool(): Piscina {
  // An idle thread exits within a minute of a load (WORKER_IDLE_S): it held ~150 MB (its heap,
  // Satori's layout, fonts, band caches) that V8 kept after the last task. The next task starts a
  // thread again (a third of a second of CPU for the band renderer's bundle), so not sooner.
  shared ??= newPool(workerThreads(), env().WORKER_IDLE_S * 1000);
  return shared;
}

function newPool(maxThreads: number, idleTimeout: number): Piscina {
  return new Piscina({
    minThreads: 0,
    maxThreads,
    idleTimeout,
    // The worker's own priority lowered first, then (from the sources) TypeScript through tsx (worker-priority.ts).
    execArgv: workerExecArgv({ typescript: !bundledWorkers() }),
    resourceLimits: { maxYoungGenerationSizeMb: 16 },
  });
}

/** Stops the shared pool's threads (graceful stop, tests); the next task starts it again. */
export async function closeWorkerThreads(): Promise<void> {
  const pool = shared;
  shared = undefined;
  await pool?.destroy();
}

/**
 * The folder of the worker files bundled by the build (scripts/build-workers.ts), which the served
 * build's threads load (scripts/start.ts sets PACEBAND_WORKERS_DIR); unset, the sources through tsx
 * (tests, tools, the dev server).
 */
function bundledWorkers(): string | undefined {
  return process.env.PACEBAND_WORKERS_DIR || undefined;
}

/** The file a thread loads for a worker given by its source path: its bundle when the build serves. */
function workerFileUrl(file: string): string {
  const bundles = bundledWorkers();
  const resolved = bundles ? path.resolve(bundles, file.replace(/\.tsx?$/, '.mjs')) : path.resolve(projectRoot(), file);
  return pathToFileURL(resolved).href;
}

/**
 * CPU-heavy work (band rendering, course-file parsing) off the web process's event loop, in the
 * shared pool of worker threads, with this kind's own bounds: at most `threads` of its tasks run
 * at once and `maxQueue` wait; one more is a 503 with Retry-After (BusyError) instead of a wait
 * without end. The served build's threads run the worker's bundle (scripts/build-workers.ts);
 * elsewhere the module's TypeScript source through tsx.
 * `inline` is the same task function called on this thread, for tests and tools that set threads
 * to 0.
 */
export function workerPool<Task, Result>(options: WorkerPoolOptions, inline: () => Promise<(task: Task) => Promise<Result>>) {
  const filename = workerFileUrl(options.file);
  const slots = boundedLimit(Math.max(1, options.threads), options.maxQueue);
  const ownThread = options.ownThread;
  let own: Piscina | undefined;
  const poolFor = (): Piscina => (ownThread ? (own ??= newPool(1, ownThread.idleMs)) : sharedPool());
  return {
    /**
     * `transfer` moves buffers to the worker instead of copying them (the caller's views are
     * detached afterwards); on the calling thread (threads 0) they are simply shared.
     */
    async run(task: Task, transfer: ArrayBuffer[] = []): Promise<Result> {
      if (options.threads <= 0) return (await inline())(task);
      const send = async () => (await poolFor().run(task, { filename, ...(transfer.length ? { transferList: transfer } : {}) })) as Result;
      if (ownThread) return slots.run(send);
      active++;
      try {
        return await slots.run(send);
      } finally {
        active--;
      }
    },
    /** This kind's tasks running and waiting now (for the bench and health). */
    load: () => slots.load(),
    /** Resolves once none of this kind's tasks is running or waiting; the last kind to close stops the threads. */
    async close(): Promise<void> {
      await slots.idle();
      if (ownThread) {
        const pool = own;
        own = undefined;
        return pool?.destroy();
      }
      if (active === 0) await closeWorkerThreads();
    },
  };
}
