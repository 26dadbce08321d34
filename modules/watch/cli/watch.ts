/**
 * `paceband watch [COURSE] --goal H:MM:SS [plan options] --format workout|course|gpx --out FILE`:
 * writes the band's plan as a watch file (the first band when several are given).
 *
 * The plan options are the `plan` command's (--distance, --strategy, --unit, --every, --walk…).
 * --format workout  a FIT workout: one step per row at its pace ± --tolerance (s per unit, default 5),
 *                   walk breaks as rest steps; over 50 steps, rows of close pace are merged (a note
 *                   on stderr, exit 0)
 * --format course   a FIT course (needs COURSE): the track with heights, aid stations and km or mile
 *                   marks, timed so that the watch's virtual partner runs the plan
 * --format gpx      the same course as GPX with the plan's times
 * --out FILE        where to write it (`-` for standard output)   --title T   --lang en|fr|es|it
 * Bad input: one line on stderr, exit code 2.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { ioOf, type CliContext } from '../../../src/cli/cli-context.ts';
import type { CommandHelp } from '../../../src/cli/command-help.ts';
import { flagOptions } from '../../../src/cli/flag-options.ts';
import { takeOwnFlags } from '../../../src/cli/own-flags.ts';
import { readCourseFile } from '../../course-files/index.ts';
import { commandHillFactors, planBands, parsePlanArgs, runPlanCommand, UsageError } from '../../pacing/index.ts';
import { mergedStepsNote, parseWatchQuery, watchFileMessage } from '../services/watch-query.ts';
import { walkMpsOf, watchFile, WatchFileError } from '../services/watch-file.ts';

const OWN = flagOptions({ string: ['format', 'out', 'tolerance', 'title'] });

const eg = (args: string) => `paceband watch berlin.gpx --goal 3:30:00 ${args}`;

/** `paceband watch --help` (src/cli/command-help.ts): each option with an example. */
export const help: CommandHelp = {
  usage: 'paceband watch [COURSE] --goal H:MM:SS [plan options] --format workout|course|gpx --out FILE',
  summary: [
    "Writes the band's plan as a watch file (the first band when several are given).",
    'Takes the options of paceband plan as well (--distance, --strategy, --unit, --every, --walk…). Bad input: one line on stderr, exit code 2.',
  ].join('\n'),
  options: [
    {
      flag: '--format workout',
      text: 'FIT workout: a step per row at its pace ± --tolerance, walk breaks as rest steps; over 50 steps, rows of close pace are merged (a note on stderr)',
      example: eg('--format workout --out plan.fit'),
    },
    {
      flag: '--format course',
      text: 'FIT course (needs COURSE): track, heights, aid stations, km or mile marks; the virtual partner runs the plan',
      example: eg('--format course --out course.fit'),
    },
    { flag: '--format gpx', text: "the same course as GPX with the plan's times", example: eg('--format gpx --out course.gpx') },
    { flag: '--out FILE', text: 'the file to write (- for standard output)', example: eg('--format gpx --out -') },
    {
      flag: '--tolerance N',
      text: "the workout's pace range, whole seconds 0-60 per km or mi (default 5)",
      example: eg('--format workout --tolerance 8 --out plan.fit'),
    },
    {
      flag: '--title TEXT',
      text: "the workout's or course's name (default: the course's, else the goal time)",
      example: eg('--format workout --title "Berlin A" --out plan.fit'),
    },
    { flag: '--lang en|fr|es|it', text: 'language of the messages', example: eg('--format workout --out plan.fit --lang fr') },
  ],
};

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  return runPlanCommand(
    'watch',
    io,
    async (useLang) => {
      const { values: own, rest } = takeOwnFlags(argv, OWN, (message) => new UsageError(message));
      const command = parsePlanArgs(rest);
      const lang = useLang(command.lang);
      if (!own.format) throw new UsageError('give the file: --format workout|course|gpx');
      if (!own.out) throw new UsageError('give where to write it: --out FILE (or - for standard output)');
      const query = parseWatchQuery(own.format, own.tolerance, lang);
      if (!query.ok) throw new UsageError(`--${Object.keys(query.errors)[0]}: ${Object.values(query.errors)[0]?.[0]}`);
      if (query.kind !== 'workout' && !command.courseFile)
        throw new UsageError(`--format ${query.kind} needs a COURSE file (GPX, KML or KMZ)`);
      const course = command.courseFile ? await readCourseFile(command.courseFile, lang, (line) => new UsageError(line)) : undefined;
      const hillFactors = await commandHillFactors(command, (file) => readFile(file, 'utf8'));
      const [plan] = planBands({ settings: command.settings, course, hillFactors });
      if (!plan) throw new UsageError('no band to write');
      const file = watchFile(query.kind, plan, {
        title: own.title ?? course?.name,
        locale: lang,
        course,
        toleranceSeconds: query.toleranceSeconds,
        walkMps: walkMpsOf({ walkSpeed: command.settings.walkSpeed, unit: command.settings.unit ?? 'km' }),
      });
      if (own.out === '-') io.stdout(file.bytes);
      else await writeFile(own.out, file.bytes);
      // Rows merged to fit the watches' step limit: the file is written, a note says so (exit 0).
      if (file.merged) io.stderr(`paceband watch: ${mergedStepsNote(lang, file.merged)}\n`);
      return 0;
    },
    (error, lang) => (error instanceof WatchFileError ? watchFileMessage(lang, error.code, error.params) : null),
  );
}
