import { afterAll } from 'vitest';
import { workerPool } from '../../src/host/worker-pool.ts';

/** A pool of one real worker thread running `file` (through tsx), as the server runs it, closed after the test file's tests. */
export function testWorkerPool<Task, Result>(
  options: { file: string; maxQueue: number },
  inline: () => Promise<(task: Task) => Promise<Result>>,
): ReturnType<typeof workerPool<Task, Result>> {
  const pool = workerPool<Task, Result>({ ...options, threads: 1 }, inline);
  afterAll(() => pool.close());
  return pool;
}
