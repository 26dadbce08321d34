/**
 * Band rendering: Satori alone versus the whole PDF for one marathon band (49 rows, 4 columns),
 * then sheets of 10 bands. Target: the full PDF within 1.5× of Satori alone.
 *
 * Times are medians of CPU time (user + system of this process) and of wall time: the machines
 * running the bench are shared, and wall time swings with other load while CPU time stays put.
 * Satori-only and full-PDF runs alternate so that both see the same heap and JIT state.
 */
import { drawBand } from '../services/band-drawing.ts';
import { parseBandSettings } from '../services/parse-settings.ts';
import { renderBandsPdf } from '../index.ts';
import { marathonPlan } from '../services/sample-plans.ts';
import { median } from '../../../src/lib/sample-statistics.ts';

const settings = parseBandSettings({ title: 'Berlin Marathon', columns: ['distance', 'split', 'pace', 'elapsed'] });
// Distinct goal times so no run can reuse another's work.
const goal = (i: number) => 3 * 3600 + 60 * i;

interface Sample {
  cpu: number;
  wall: number;
}

async function measure(task: () => Promise<unknown>): Promise<Sample> {
  const cpu = process.cpuUsage();
  const wall = performance.now();
  await task();
  const used = process.cpuUsage(cpu);
  return { cpu: (used.user + used.system) / 1000, wall: performance.now() - wall };
}

function medianOf(samples: Sample[], key: keyof Sample): number {
  return median(samples.map((s) => s[key]));
}

const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

export default async function bench(): Promise<void> {
  // Warm up fonts, the layout wasm and the JIT.
  for (let i = 0; i < 3; i++) await renderBandsPdf([marathonPlan(goal(200 + i))], settings);
  const runs = 15;
  const satori: Sample[] = [];
  const pdf: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    satori.push(await measure(() => drawBand(marathonPlan(goal(2 * i)), settings)));
    pdf.push(await measure(() => renderBandsPdf([marathonPlan(goal(2 * i + 1))], settings)));
  }
  const rows = marathonPlan(goal(0)).rows.length;
  console.log(`marathon band (${rows} rows, 4 columns), medians of ${runs} runs      cpu        wall`);
  console.log(`  satori only (layout + Satori SVG)        ${ms(medianOf(satori, 'cpu'))} ${ms(medianOf(satori, 'wall'))}`);
  console.log(`  full PDF (Satori + vector PDF + save)    ${ms(medianOf(pdf, 'cpu'))} ${ms(medianOf(pdf, 'wall'))}`);
  const ratio = (key: keyof Sample) => (medianOf(pdf, key) / medianOf(satori, key)).toFixed(2);
  console.log(`  full PDF / satori only                   ${ratio('cpu').padStart(7)}×   ${ratio('wall').padStart(7)}×   (target ≤ 1.5×)`);
  const copies: Sample[] = [];
  const distinct: Sample[] = [];
  for (let i = 0; i < 3; i++) {
    copies.push(await measure(() => renderBandsPdf([{ ...marathonPlan(goal(100 + i)), count: 10 }], settings)));
    distinct.push(
      await measure(() =>
        renderBandsPdf(
          Array.from({ length: 10 }, (_, n) => marathonPlan(goal(110 + i * 10 + n))),
          settings,
        ),
      ),
    );
  }
  console.log(`  sheet of 10 copies of one band           ${ms(medianOf(copies, 'cpu'))} ${ms(medianOf(copies, 'wall'))}`);
  console.log(`  sheet of 10 different goal times         ${ms(medianOf(distinct, 'cpu'))} ${ms(medianOf(distinct, 'wall'))}`);
}
