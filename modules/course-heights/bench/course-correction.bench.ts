/**
 * Correcting a marathon with three one-second recordings (issue 26): Boston with three runs of
 * about 13,000 points each (GPX, TCX, FIT), read, placed and combined in a worker thread of the
 * pool, as the course page's upload runs. Target: under 1 s a correction.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { medianInWorker } from '../../../scripts/bench/worker-median.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import { readGpx } from '../../course-files/index.ts';
import type { CorrectOutcome, CorrectTask } from '../services/heights-worker.ts';
import { recordRun, runFit, runGpx, runTcx } from '../../../tests/support/recorded-runs.ts';

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
  const { ms, last } = await medianInWorker<CorrectTask, CorrectOutcome>(
    {
      file: 'modules/course-heights/services/heights-worker.ts',
      inline: async () => (await import('../services/heights-worker.ts')).correctTask,
    },
    { kind: 'correct', course, runs: files, options: {} },
    { runs: RUNS, warmUps: 2, refused: 'correction refused' },
  );
  const points = last.correction.profile.quality?.pointCount ?? 0;
  const kb = Math.round(files.reduce((sum, f) => sum + f.bytes.length, 0) / 1024);
  console.log(
    `Boston + 3 one-second recordings (GPX, TCX, FIT: ${points} points, ${kb} KB), in a worker, median of ${RUNS} after 2 warm-up`,
  );
  console.log(`  read, place, combine       : ${ms.toFixed(0)} ms (target < 1000 ms)`);
}
