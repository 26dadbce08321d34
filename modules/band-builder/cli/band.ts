/**
 * `paceband band [<course file>] --goal H:MM:SS --out bands.pdf [options]`: renders pace bands (the
 * options, each with an example: band-help.ts, `paceband band --help`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ioOf, type CliContext } from '../../../src/cli/cli-context.ts';
import { readCommandFile } from '../../../src/cli/command-file.ts';
import { bandHelp } from './band-help.ts';
import path from 'node:path';
import { readCourseFile } from '../../courses/index.ts';
import { commandHillFactors, planBands, parsePlanArgs, runPlanCommand } from '../../pacing/index.ts';
import {
  BandSettingsError,
  bandMessage,
  bandFileName,
  renderBandPng,
  renderBandSvg,
  renderBandsPdf,
  BandUsageError,
  parseBandArgs,
} from '../../band-render/index.ts';

export const help = bandHelp;

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  return runPlanCommand(
    'band',
    io,
    async (useLang) => {
      const band = parseBandArgs(argv);
      const plan = parsePlanArgs(band.rest);
      const lang = useLang(plan.lang);
      if (!band.out && !band.png && !band.svg) throw new BandUsageError('give an output: --out FILE.pdf, --png FILE.png or --svg FILE.svg');
      const course = plan.courseFile ? await readCourseFile(plan.courseFile, lang, (line) => new BandUsageError(line)) : undefined;
      const hillFactors = await commandHillFactors(plan, (file) => readFile(file, 'utf8'));
      const plans = planBands({ settings: plan.settings, course, hillFactors });
      const style = band.settings.style ?? {};
      const theme = { ...style.theme };
      if (band.images.background) theme.backgroundImage = await readCommandFile(band.images.background, (line) => new BandUsageError(line));
      if (band.images.border) theme.borderImage = await readCommandFile(band.images.border, (line) => new BandUsageError(line));
      // The race's own name in the file ("NYC Marathon"), else one made from the file name.
      const title =
        band.settings.title ??
        course?.name?.slice(0, 80) ??
        (plan.courseFile
          ? path
              .basename(plan.courseFile)
              .replace(/\.[^.]+$/, '')
              .replace(/[-_]+/g, ' ')
              .replace(/\b\p{L}/gu, (c) => c.toUpperCase())
          : '');
      const settings = { ...band.settings, title, locale: lang, style: { ...style, theme } };
      if (plans.length === 0) throw new BandUsageError('no band to render');
      if (band.out) {
        const pdf = await renderBandsPdf(plans, settings, band.paper);
        await writeFile(band.out, pdf.bytes);
        const note = pdf.layout.note ? ` ${pdf.layout.note}` : '';
        io.stdout(
          `${band.out}: ${pdf.bands} band(s), ${pdf.bandsPerPage} per page, ${pdf.pages} page(s), text ${pdf.layout.fontSizePt} pt.${note}\n`,
        );
      }
      // Every band: FILE.png alone, else FILE-1-3-30-00.png, FILE-2-3-45-00.png, … beside it.
      const each = async (file: string, draw: (plan: (typeof plans)[number]) => Promise<Uint8Array | string>) => {
        const ext = path.extname(file);
        const base = file.slice(0, file.length - ext.length);
        const written: string[] = [];
        for (const [i, plan] of plans.entries()) {
          const name = bandFileName(base, ext.slice(1) || 'out', plan, i, plans.length);
          await writeFile(name, await draw(plan));
          written.push(name);
        }
        if (plans.length > 1) io.stdout(`${written.join('\n')}\n`);
      };
      if (band.png) await each(band.png, async (plan) => (await renderBandPng(plan, settings, band.pngScale)).png);
      if (band.svg) await each(band.svg, async (plan) => (await renderBandSvg(plan, settings)).svg);
      return 0;
    },
    (error, lang) =>
      error instanceof BandSettingsError
        ? bandMessage(lang, error.code, error.params)
        : error instanceof BandUsageError
          ? error.message
          : null,
  );
}
