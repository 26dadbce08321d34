/**
 * "My hills" (issue 27 point 3): the runner's curve fitted from 10 four-hour one-second FIT runs
 * (≈ 14,400 records each, written with Garmin's Encoder, sport running) over rolling synthetic
 * courses, in a worker thread of the pool as the site will run it: read, cut into 150 m
 * stretches, fitted. Target: under 3 s.
 */
import { medianInWorker } from '../../../scripts/bench/worker-median.ts';
import type { HillsOutcome, HillsTask } from '../services/hills-worker.ts';
import { syntheticHillFits } from '../../../tests/support/synthetic-hill-runs.ts';

const RUNS = 3;

export default async function bench(): Promise<void> {
  // 38 km at 3 m/s on the flat, slower up and faster down: 4 to 4¼ hours a run.
  const files = syntheticHillFits(10, { lengthM: 38_000, seed: 21, flatMps: 3 });
  const { ms, last } = await medianInWorker<HillsTask, HillsOutcome>(
    { file: 'modules/my-hills/services/hills-worker.ts', inline: async () => (await import('../services/hills-worker.ts')).default },
    { files, options: {} },
    { runs: RUNS, warmUps: 1, refused: 'fit refused' },
  );
  const stretches = last.curve.factors.reduce((sum, f) => sum + f.samples, 0);
  const kb = files.reduce((sum, f) => sum + f.bytes.length, 0) / 1024;
  console.log(
    `10 one-second FIT runs of 38 km (≈ 4 h, ${Math.round(kb / 1024)} MB in all), ${stretches} stretches of 150 m used, in a worker, median of ${RUNS} after 1 warm-up`,
  );
  console.log(`  read, cut, fit              : ${ms.toFixed(0)} ms (target < 3000 ms)`);
}
