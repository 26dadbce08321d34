/**
 * Issue 14, "figures to show": a sheet of 10 different goal times against one band, both as the
 * full vector PDF, rendered in this process (the renderer itself, not the worker pool), so the
 * ratio is what batch printing costs per band once fonts, glyphs and layout are shared.
 * Target: the sheet of 10 at most 3× one band.
 *
 * Medians of CPU time (user + system of this process) and of wall time; CPU time is the headline
 * because it stays put while other load on a shared machine moves wall time. Both kinds are
 * warmed up alike first (a sheet warms code paths one band never takes), then one-band and sheet
 * runs alternate so both see the same heap and JIT state, and every run uses goal times no earlier
 * run drew, so nothing is reused that a real batch of new orders could not reuse.
 */
import { renderBandsPdf } from '../services/band-pdf-document.ts';
import { parseBandSettings } from '../services/parse-settings.ts';
import { marathonPlan } from '../services/sample-plans.ts';
import { median } from '../../../src/lib/sample-statistics.ts';

const settings = parseBandSettings({ title: 'Berlin Marathon', columns: ['distance', 'split', 'pace', 'elapsed'] });
let nextGoal = 3 * 3600;
const freshGoal = () => (nextGoal += 7);
const SHEET = 10;
const ROUNDS = 9;

async function measure(task: () => Promise<unknown>): Promise<{ cpu: number; wall: number }> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await task();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall };
}

export default async function bench() {
  // Both kinds warmed up alike (JIT, caches of layouts and glyphs) before anything is measured.
  for (let i = 0; i < 3; i++) {
    await renderBandsPdf([marathonPlan(freshGoal())], settings);
    await renderBandsPdf(
      Array.from({ length: SHEET }, () => marathonPlan(freshGoal())),
      settings,
    );
  }
  const one: Array<{ cpu: number; wall: number }> = [];
  const sheet: Array<{ cpu: number; wall: number }> = [];
  for (let round = 0; round < ROUNDS; round++) {
    one.push(await measure(() => renderBandsPdf([marathonPlan(freshGoal())], settings)));
    sheet.push(
      await measure(() =>
        renderBandsPdf(
          Array.from({ length: SHEET }, () => marathonPlan(freshGoal())),
          settings,
        ),
      ),
    );
  }
  const m = (samples: typeof one, key: 'cpu' | 'wall') => median(samples.map((s) => s[key]));
  const ratio = { cpu: m(sheet, 'cpu') / m(one, 'cpu'), wall: m(sheet, 'wall') / m(one, 'wall') };
  const rows = marathonPlan(nextGoal).rows.length;
  console.log(`full PDF, marathon (${rows} rows, 4 columns), medians of ${ROUNDS} alternating runs     cpu        wall`);
  console.log(
    `  one band                                    ${m(one, 'cpu').toFixed(0).padStart(7)} ms ${m(one, 'wall').toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  sheet of ${SHEET} different goal times            ${m(sheet, 'cpu').toFixed(0).padStart(7)} ms ${m(sheet, 'wall').toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  sheet / one band                            ${ratio.cpu.toFixed(2).padStart(7)}×   ${ratio.wall.toFixed(2).padStart(7)}×   (target ≤ 3×)`,
  );
  return [
    {
      name: `sheet of ${SHEET} goal times / one band (PDF, cpu)`,
      value: `${ratio.cpu.toFixed(2)}×`,
      target: '≤ 3×',
      met: ratio.cpu <= 3,
    },
  ];
}
