/**
 * `paceband plan [<course file>] --goal H:MM:SS [options]`: prints the rows of a pace band (the
 * options, each with an example: plan-help.ts, `paceband plan --help`).
 */
import { readFile } from 'node:fs/promises';
import { ioOf, type CliContext, type CliIo } from '../../../src/cli/cli-context.ts';
import { readCourseFile } from '../../courses/index.ts';
import { commandHillFactors, PlanError, planBands, planMessage, UsageError, parsePlanArgs, type PlanLocale } from '../../pacing/index.ts';
import { formatHelp } from '../../../src/cli/command-help.ts';
import { isLocale, LOCALES } from '../../../src/i18n/locales.ts';
import { planHelp } from './plan-help.ts';
import { planTable } from './plan-table.ts';

export const help = planHelp;

function fail(io: CliIo, message: string): number {
  io.stderr(`paceband plan: ${message.split('\n')[0]}\n`);
  return 2;
}

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  let lang: PlanLocale = 'en';
  try {
    const command = parsePlanArgs(argv);
    if (command.help) {
      io.stdout(formatHelp(planHelp));
      return 0;
    }
    if (!isLocale(command.lang)) throw new UsageError(`--lang: expected ${LOCALES.join(', ')}`);
    lang = command.lang as PlanLocale;
    const course = command.courseFile ? await readCourseFile(command.courseFile, lang, (line) => new UsageError(line)) : undefined;
    const hillFactors = await commandHillFactors(command, (file) => readFile(file, 'utf8'));
    const plans = planBands({ settings: command.settings, course, hillFactors });
    if (command.json) {
      io.stdout(`${JSON.stringify(plans.length === 1 ? plans[0] : { bands: plans }, null, 2)}\n`);
    } else {
      io.stdout(`${plans.map((p) => planTable(p, lang)).join('\n\n')}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof PlanError) {
      const issue = error.issues[0];
      return fail(io, issue ? planMessage(issue.code, issue.params, lang) : error.message);
    }
    if (error instanceof UsageError) return fail(io, error.message);
    throw error;
  }
}
