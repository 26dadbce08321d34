/**
 * Band rendering: Satori alone versus the whole PDF for one marathon band (45 rows, 4 columns),
 * then sheets of 10 bands. Target: the full PDF within 1.5× of Satori alone.
 */
import { drawBand } from '../render/band-drawing.ts';
import { parseBandSettings } from '../render/parse-settings.ts';
import { renderBandsPdf } from '../render/index.ts';
import { marathonPlan } from '../render/sample-plans.ts';

const SETTINGS = { title: 'Berlin Marathon', columns: ['distance', 'split', 'pace', 'elapsed'] } satisfies Parameters<typeof parseBandSettings>[0];

/**
 * Median CPU time of this process (user + system), in ms: the machine running the bench is shared,
 * and wall time swings several-fold with other load while CPU time stays put.
 */
async function median(runs: number, task: (i: number) => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    await task(i);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

export default async function bench(): Promise<void> {
  const settings = parseBandSettings(SETTINGS);
  // Distinct goal times so no run can reuse another's work; warm up fonts, wasm and the JIT first.
  const goal = (i: number) => 3 * 3600 + 60 * i;
  for (let i = 0; i < 3; i++) await renderBandsPdf([marathonPlan(goal(100 + i))], settings);
  const runs = 9;
  const satoriMs = await median(runs, (i) => drawBand(marathonPlan(goal(i)), settings));
  const pdfMs = await median(runs, (i) => renderBandsPdf([marathonPlan(goal(20 + i))], settings));
  const rows = marathonPlan(goal(0)).rows.length;
  console.log(`marathon band (${rows} rows, 4 columns), median CPU time of ${runs} runs:`);
  console.log(`  satori only   ${satoriMs.toFixed(1)} ms/band`);
  console.log(`  full PDF      ${pdfMs.toFixed(1)} ms/band   (${(pdfMs / satoriMs).toFixed(2)}× satori; target ≤ 1.5×)`);
  const copies = await median(3, (i) => renderBandsPdf([{ ...marathonPlan(goal(40 + i)), count: 10 }], settings));
  console.log(`  sheet of 10 copies of one band     ${copies.toFixed(1)} ms`);
  const distinct = await median(3, (i) =>
    renderBandsPdf(Array.from({ length: 10 }, (_, n) => marathonPlan(goal(50 + i * 10 + n))), settings),
  );
  console.log(`  sheet of 10 different goal times   ${distinct.toFixed(1)} ms`);
}
