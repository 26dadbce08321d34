import { describe, expect, it } from 'vitest';
import { BusyError } from '../../../src/lib/http-errors.ts';
import { testWorkerPool } from '../../../tests/support/test-worker-pool.ts';
import type { RenderOutcome, RenderTask } from '../services/render-worker.ts';
import { marathonPlan } from '../services/sample-plans.ts';

/** The render pool as the server runs it: a real worker thread running render-worker.ts through tsx. */
const pool = testWorkerPool<RenderTask, RenderOutcome>(
  { file: 'modules/band-render/services/render-worker.ts', maxQueue: 1 },
  async () => (await import('../services/render-worker.ts')).renderTask,
);

describe('band rendering in worker threads', () => {
  it('renders a PDF in a worker and hands the bytes back', async () => {
    const outcome = await pool.run({ kind: 'pdf', plans: [marathonPlan(3 * 3600 + 30 * 60)], settings: { title: 'Berlin' }, paper: {} });
    expect(outcome.ok).toBe(true);
    const bytes = (outcome as { value: { bytes: Uint8Array } }).value.bytes;
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  });

  it('a settings refusal crosses the thread as its code and path, not as a crash', async () => {
    const outcome = await pool.run({
      kind: 'svg',
      plan: marathonPlan(3 * 3600 + 30 * 60),
      settings: { title: 'x'.repeat(200) },
      options: {},
    });
    expect(outcome.ok).toBe(false);
    expect((outcome as Extract<RenderOutcome, { ok: false }>).refusal.path.length).toBeGreaterThan(0);
  });

  it('a full queue refuses at once with BusyError (503, Retry-After) instead of waiting without end', async () => {
    const task: RenderTask = {
      kind: 'pdf',
      plans: Array.from({ length: 4 }, () => marathonPlan(3 * 3600 + 30 * 60)),
      settings: {},
      paper: {},
    };
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => pool.run(task)));
    const busy = answers.filter((a) => a.status === 'rejected' && a.reason instanceof BusyError);
    const done = answers.filter((a) => a.status === 'fulfilled');
    expect(busy.length).toBeGreaterThanOrEqual(1);
    expect(done.length).toBeGreaterThanOrEqual(2);
    expect(busy.length + done.length).toBe(5);
  });
});
