import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { workerPool } from '../../../src/host/worker-pool.ts';
import { buildCourseProfile, readGpx } from '../../course-files/index.ts';
import type { CorrectOutcome, CorrectTask } from '../services/heights-worker.ts';
import { recordRun, runFit, runGpx } from '../../../tests/support/recorded-runs.ts';

describe('recorded runs corrected in a worker thread', () => {
  const runs = workerPool<CorrectTask, CorrectOutcome>(
    { file: 'modules/course-heights/services/heights-worker.ts', threads: 1, maxQueue: 2 },
    async () => (await import('../services/heights-worker.ts')).correctTask,
  );
  afterAll(() => runs.close());
  const granada = new Uint8Array(readFileSync(new URL('../../courses/seed-data/granada-half-marathon.gpx', import.meta.url)));
  const course = buildCourseProfile(granada, 'granada.gpx');
  const points = recordRun(readGpx(granada), { seed: 1, offsetM: 5, everyS: 3 });

  it('combines the runs there and names a refused file', async () => {
    const ok = await runs.run({ kind: 'correct', course, runs: [{ bytes: runGpx(points), fileName: 'a.gpx' }], options: {} });
    expect(ok.ok && ok.correction.profile.quality?.source).toBe('runs');
    const fit = runFit(points);
    fit[20] = fit[20]! ^ 0x55;
    const refused = await runs.run({ kind: 'correct', course, runs: [{ bytes: fit, fileName: 'watch.fit' }], options: {} });
    expect(refused).toEqual({ ok: false, code: 'fitDamaged', params: { file: 'watch.fit' } });
  });
});
