/**
 * The band a served print file must be, drawn in a process of its own for e2e tests: reads
 * `{ plans, band, paper }` (JSON) on stdin and writes `{ pdf, texts }`: the PDF (base64) the
 * renderer makes of them, and the texts of the first band as Satori laid them out (a PDF draws its
 * text as outlines, so the texts are read here). Run with `npx tsx` and RENDER_THREADS=0.
 */
import type { BandPlan } from '../../../modules/pacing/index.ts';
import { renderBandSvg, renderBandsPdf, type BandSettingsInput, type PaperSettingsInput } from '../../../modules/band-render/index.ts';

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const input = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
  plans: BandPlan[];
  band: BandSettingsInput;
  paper: PaperSettingsInput;
};
const pdf = await renderBandsPdf(input.plans, input.band, input.paper);
const svg = await renderBandSvg(input.plans[0]!, input.band, { textAsPaths: false });
process.stdout.write(JSON.stringify({ pdf: Buffer.from(pdf.bytes).toString('base64'), texts: svg.texts.flat().map((node) => node.text) }));
process.exit(0);
