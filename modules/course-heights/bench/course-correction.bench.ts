/**
 * Correcting a marathon with three one-second recordings (issue 26): Boston with three runs of
 * about 13,000 points each (GPX, TCX, FIT), read, placed and combined in a worker thread of the
 * pool, as the course page's upload runs. Target: under 1 s a correction.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { median } from '../../../src/lib/sample-statistics.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import { readGpx } from '../../course-files/index.ts';
import type { CorrectOutcome, CorrectTask } from '../services/heights-worker.ts';
import { recordRun, runFit, runGpx, runTcx } from '../../../tests/support/recorded-runs.ts';
import { workerPool } from '../../../src/host/worker-pool.ts';

const FIXTURE = path.resolve(import.meta.dirname, '../../../tests/fixtures/courses/boston-marathon.gpx');
const RUNS = 9;

export default async function bench(): Promise<void> {
  const bytes = new Uint8Array(readFileSync(FIXTURE));
  const course = buildCourseProfile(bytes, 'boston-marathon.gpx');
  const raw = readGpx(bytes);
  const files = [runGpx, runTcx, runFit].map((write, i) => ({
    bytes: write(recordRun(raw, { seed: i + 1, offsetM: [-8, 3, 9][i]!, everyS: 1 })),
    fileName: `run-${i}.${['gpx', 'tcx', 'fit'][i]}`,
  }));
  const pool = workerPool<CorrectTask, CorrectOutcome>(
    { file: 'modules/course-heights/services/heights-worker.ts', threads: 1, maxQueue: 2 },
    async () => (await import('../services/heights-worker.ts')).correctTask,
  );
  try {
    const samples: number[] = [];
    let points = 0;
    for (let i = 0; i < RUNS + 2; i++) {
      const start = performance.now();
      const outcome = await pool.run({ kind: 'correct', course, runs: files, options: {} });
      const ms = performance.now() - start;
      if (!outcome.ok) throw new Error(`correction refused: ${outcome.code}`);
      points = outcome.correction.profile.quality?.pointCount ?? 0;
      if (i >= 2) samples.push(ms);
    }
    const kb = Math.round(files.reduce((sum, f) => sum + f.bytes.length, 0) / 1024);
    console.log(
      `Boston + 3 one-second recordings (GPX, TCX, FIT: ${points} points, ${kb} KB), in a worker, median of ${RUNS} after 2 warm-up`,
    );
    console.log(`  read, place, combine       : ${median(samples).toFixed(0)} ms (target < 1000 ms)`);
  } finally {
    await pool.close();
  }
}
