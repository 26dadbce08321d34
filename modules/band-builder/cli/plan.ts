/**
 * `paceband plan [<course file>] --goal H:MM:SS [options]`: prints the rows of a pace band (the
 * options, each with an example: plan-help.ts, `paceband plan --help`).
 */
import { readFile } from 'node:fs/promises';
import { ioOf, type CliContext } from '../../../src/cli/cli-context.ts';
import { readCourseFile } from '../../courses/index.ts';
import { commandHillFactors, planBands, parsePlanArgs, runPlanCommand, UsageError } from '../../pacing/index.ts';
import { planHelp } from './plan-help.ts';
import { planTable } from './plan-table.ts';

export const help = planHelp;

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  return runPlanCommand('plan', io, async (useLang) => {
    const command = parsePlanArgs(argv);
    const lang = useLang(command.lang);
    const course = command.courseFile ? await readCourseFile(command.courseFile, lang, (line) => new UsageError(line)) : undefined;
    const hillFactors = await commandHillFactors(command, (file) => readFile(file, 'utf8'));
    const plans = planBands({ settings: command.settings, course, hillFactors });
    if (command.json) {
      io.stdout(`${JSON.stringify(plans.length === 1 ? plans[0] : { bands: plans }, null, 2)}\n`);
    } else {
      io.stdout(`${plans.map((p) => planTable(p, lang)).join('\n\n')}\n`);
    }
    return 0;
  });
}
