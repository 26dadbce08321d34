/**
 * `paceband band [<course file>] --goal H:MM:SS --out bands.pdf [options]`: renders pace bands (the
 * options, each with an example: band-help.ts, `paceband band --help`).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ioOf, type CliContext, type CliIo } from '../../../src/cli/cli-context.ts';
import { formatHelp } from '../../../src/cli/command-help.ts';
import { isLocale, LOCALES } from '../../../src/i18n/locales.ts';
import { bandHelp } from './band-help.ts';
import path from 'node:path';
import { readCourseFile } from '../../courses/index.ts';
import { commandHillFactors, PlanError, planBands, planMessage, UsageError, parsePlanArgs, type PlanLocale } from '../../pacing/index.ts';
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

async function read(file: string): Promise<Uint8Array> {
  try {
    return await readFile(file);
  } catch (error) {
    throw new BandUsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
}

function fail(io: CliIo, message: string): number {
  io.stderr(`paceband band: ${message.split('\n')[0]}\n`);
  return 2;
}

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  let lang: PlanLocale = 'en';
  try {
    const band = parseBandArgs(argv);
    const plan = parsePlanArgs(band.rest);
    if (plan.help) {
      io.stdout(formatHelp(bandHelp));
      return 0;
    }
    if (!isLocale(plan.lang)) throw new BandUsageError(`--lang: expected ${LOCALES.join(', ')}`);
    lang = plan.lang as PlanLocale;
    if (!band.out && !band.png && !band.svg) throw new BandUsageError('give an output: --out FILE.pdf, --png FILE.png or --svg FILE.svg');
    const course = plan.courseFile ? await readCourseFile(plan.courseFile, lang, (line) => new BandUsageError(line)) : undefined;
    const hillFactors = await commandHillFactors(plan, (file) => readFile(file, 'utf8'));
    const plans = planBands({ settings: plan.settings, course, hillFactors });
    const style = band.settings.style ?? {};
    const theme = { ...style.theme };
    if (band.images.background) theme.backgroundImage = await read(band.images.background);
    if (band.images.border) theme.borderImage = await read(band.images.border);
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
  } catch (error) {
    if (error instanceof PlanError) {
      const issue = error.issues[0];
      return fail(io, issue ? planMessage(issue.code, issue.params, lang) : error.message);
    }
    if (error instanceof BandSettingsError) return fail(io, bandMessage(lang, error.code, error.params));
    if (error instanceof UsageError || error instanceof BandUsageError) return fail(io, error.message);
    throw error;
  }
}
