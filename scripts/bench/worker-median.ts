/**
 * The timing loop of the benches that run one task in a worker thread of the pool, as the site
 * runs it: a one-thread pool of that worker, a few untimed warm-up runs, then the timed runs.
 */
import { workerPool } from '../../src/host/worker-pool.ts';
import { median } from '../../src/lib/sample-statistics.ts';

/** Runs `task` `warmUps + runs` times in a one-thread pool of `file`; the median ms of the timed runs and the last answer. A refused task throws `<refused>: <code>`. */
export async function medianInWorker<Task, Outcome extends { ok: true } | { ok: false; code: string }>(
  worker: { file: string; inline: () => Promise<(task: Task) => Promise<Outcome>> },
  task: Task,
  counts: { runs: number; warmUps: number; refused: string },
): Promise<{ ms: number; last: Extract<Outcome, { ok: true }> }> {
  const pool = workerPool<Task, Outcome>({ file: worker.file, threads: 1, maxQueue: 2 }, worker.inline);
  try {
    const samples: number[] = [];
    let last: Extract<Outcome, { ok: true }> | undefined;
    for (let i = 0; i < counts.runs + counts.warmUps; i++) {
      const start = performance.now();
      const outcome = await pool.run(task);
      const ms = performance.now() - start;
      if (!outcome.ok) throw new Error(`${counts.refused}: ${outcome.code}`);
      last = outcome as Extract<Outcome, { ok: true }>;
      if (i >= counts.warmUps) samples.push(ms);
    }
    return { ms: median(samples), last: last! };
  } finally {
    await pool.close();
  }
}
