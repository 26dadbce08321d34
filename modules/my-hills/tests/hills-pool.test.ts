import { describe, expect, it } from 'vitest';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import { fitMyHills } from '../services/fit-my-hills.ts';
import { HillsError } from '../services/hills-error.ts';
import { fitMyHillsInWorker } from '../services/hills-pool.ts';
import type { HillsOutcome, HillsTask } from '../services/hills-worker.ts';
import { syntheticHillFits } from '../../../tests/support/synthetic-hill-runs.ts';

/** The fit as the server runs it: a real worker thread running hills-worker.ts through tsx. */
const pool = testWorkerPool<HillsTask, HillsOutcome>(
  { file: 'modules/my-hills/services/hills-worker.ts', maxQueue: 2 },
  async () => (await import('../services/hills-worker.ts')).default,
);

describe('My hills fitted in a worker thread', () => {
  const files = syntheticHillFits(3, { lengthM: 3_000, seed: 9 });

  it('gives the same curve as on this thread, the files moved rather than copied', async () => {
    const inline = fitMyHills(files);
    const mine = files.map((f) => ({ ...f, bytes: f.bytes.slice() }));
    const outcome = await pool.run({ files: mine, options: {} }, [...mine.map((f) => f.bytes.buffer as ArrayBuffer)]);
    expect(outcome).toEqual({ ok: true, curve: inline });
    expect(mine[0]!.bytes.byteLength).toBe(0);
  });

  it('a refusal comes back as its code and parameters, not a crash', async () => {
    const outcome = await pool.run({ files: files.slice(0, 2), options: {} });
    expect(outcome).toEqual({ ok: false, code: 'tooFewRuns', params: { min: 3, count: 2 } });
  });

  it('fitMyHillsInWorker throws the refusal again on the caller’s side', async () => {
    await expect(fitMyHillsInWorker(files.slice(0, 1))).rejects.toEqual(new HillsError('tooFewRuns', { min: 3, count: 1 }));
    const curve = await fitMyHillsInWorker(files.map((f) => ({ ...f, bytes: f.bytes.slice() })));
    expect(curve.factors).toHaveLength(31);
  });
});
