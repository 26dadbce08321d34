/**
 * `paceband actual [<course file>] --goal H:MM:SS [plan options] --activity FILE [--json]`: the
 * recorded race (FIT, GPX, TCX) against the band's plan, row by row. The plan options are the
 * `plan` command's (modules/pacing parsePlanArgs); the first band is the one judged. `--json`
 * prints `{ rows: [{ distanceM, plannedSeconds, actualSeconds, deltaSeconds }], totalActualSeconds }`
 * (actualSeconds and deltaSeconds are null for a mark the recording does not reach).
 * Bad input or a refused recording: one line on stderr, exit code 2.
 */
import { readFile } from 'node:fs/promises';
import { ioOf, type CliContext } from '../../../src/cli/cli-context.ts';
import path from 'node:path';
import { readCommandFile } from '../../../src/cli/command-file.ts';
import type { CommandHelp } from '../../../src/cli/command-help.ts';
import { readCourseFile } from '../../course-files/index.ts';
import { commandHillFactors, planBands, parsePlanArgs, runPlanCommand, UsageError } from '../../pacing/index.ts';
import { reviewErrorMessage } from '../services/review-error-message.ts';
import { reviewCourseOf, reviewPlanOf } from '../services/review-inputs.ts';
import { reviewRaceFile } from '../services/review-run.ts';
import { formatClock } from '../services/review-format.ts';

/** `paceband actual --help` (src/cli/command-help.ts): each option with an example. */
export const help: CommandHelp = {
  usage: 'paceband actual [<course file>] --goal H:MM:SS [plan options] --activity FILE [--json] [--lang en|fr|es|it]',
  summary: [
    "Lays a recorded race (FIT, GPX or TCX from a watch) on the band's plan, aligned by position on the course; the first band is the one judged.",
    'Takes the options of paceband plan as well (--distance, --strategy, --unit, --every, --half…). Bad input: one line on stderr, exit code 2.',
  ].join('\n'),
  options: [
    { flag: '--activity FILE', text: 'the race as recorded', example: 'paceband actual berlin.gpx --goal 3:30:00 --activity race.fit' },
    {
      flag: '--json',
      text: 'prints { rows: [{ distanceM, plannedSeconds, actualSeconds, deltaSeconds }], totalActualSeconds }',
      example: 'paceband actual berlin.gpx --goal 3:30:00 --activity race.fit --json',
    },
    {
      flag: '--lang en|fr|es|it',
      text: 'language of the table and the messages',
      example: 'paceband actual berlin.gpx --goal 3:30:00 --activity race.fit --lang it',
    },
  ],
};

/** `--activity FILE` (or `--activity=FILE`) taken out of the arguments; the rest are the plan's. */
function takeActivity(argv: string[]): { activity: string | undefined; rest: string[] } {
  const rest: string[] = [];
  let activity: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--activity') {
      activity = argv[++i];
      if (activity === undefined) throw new UsageError('--activity: expected a file');
    } else if (arg.startsWith('--activity=')) activity = arg.slice('--activity='.length);
    else rest.push(arg);
  }
  return { activity, rest };
}

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  return runPlanCommand('actual', io, async (useLang) => {
    const { activity, rest } = takeActivity(argv);
    const command = parsePlanArgs(rest);
    const lang = useLang(command.lang);
    if (!activity) throw new UsageError('give the recorded race: --activity FILE');
    const course = command.courseFile ? await readCourseFile(command.courseFile, lang, (line) => new UsageError(line)) : undefined;
    const hillFactors = await commandHillFactors(command, (file) => readFile(file, 'utf8'));
    const plan = planBands({ settings: command.settings, course, hillFactors })[0]!;
    const bytes = await readCommandFile(activity, (line) => new UsageError(line));
    let review;
    try {
      review = reviewRaceFile(bytes, path.basename(activity), reviewPlanOf(plan), course ? reviewCourseOf(course) : null);
    } catch (error) {
      const message = reviewErrorMessage(error, lang);
      if (message === null) throw error;
      throw new UsageError(`${path.basename(activity)}: ${message}`);
    }
    const rows = review.rows.map((r) => ({
      distanceM: r.distanceM,
      plannedSeconds: r.plannedSeconds,
      actualSeconds: r.actualSeconds,
      deltaSeconds: r.deltaSeconds,
    }));
    if (command.json) {
      io.stdout(`${JSON.stringify({ rows, totalActualSeconds: review.totalActualSeconds }, null, 2)}\n`);
    } else {
      const lines = review.rows.map(
        (r) =>
          `${`${r.distance} ${r.unit}`.padEnd(12)} ${formatClock(r.plannedSeconds).padStart(8)} ${(r.actualSeconds === null ? '–' : formatClock(r.actualSeconds)).padStart(8)} ${(r.deltaSeconds === null ? '' : formatClock(r.deltaSeconds, true)).padStart(8)}`,
      );
      io.stdout(`${lines.join('\n')}\n`);
    }
    return 0;
  });
}
