/**
 * `paceband plan [<course file>] --goal H:MM:SS [options]`: prints the rows of a pace band.
 *
 * --distance 42.195|26.2mi|marathon  race distance (plain numbers in --unit); default: the course
 * --strategy even-pace|even-effort|effort-x2   --effort-model runners|metabolic (grade model of the
 * effort strategies: runners' data, the default, or Minetti's metabolic cost)
 * --keep-measured-length  plan over the track's measured length (no snap to the race distance)
 * --unit km|mi   --every N   --half   --other-unit
 * --order asc|desc   --lap-times hide|km|mi   --start slow:2   --finish fast:1
 * --walk none|duration:5min:30s|distance:2:30s|aid:30s   --walk-speed 6 (unit per hour)
 * --band 2x3:30:00 (repeatable; --goal X --count N is one more band)   --lang en|fr|es|it
 * --json  prints the BandPlan (`{ totalSeconds, rows: [...], … }`) for one band, and
 *         `{ "bands": [BandPlan, …] }` for several.
 * Bad input: one line on stderr, exit code 2.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildCourseProfile, courseErrorMessage, isCourseFileError, type CourseProfile } from '../../courses/index.ts';
import { PlanError, planBands, planMessage, UsageError, parsePlanArgs, type PlanLocale } from '../../pacing/index.ts';
import { planTable } from './plan-table.ts';

const LOCALES: readonly string[] = ['en', 'fr', 'es', 'it'];

async function loadCourse(file: string, lang: PlanLocale): Promise<CourseProfile> {
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? 'error'}`);
  }
  try {
    return buildCourseProfile(bytes, path.basename(file));
  } catch (error) {
    if (isCourseFileError(error)) throw new UsageError(`${path.basename(file)}: ${courseErrorMessage(error, lang)}`);
    throw error;
  }
}

function fail(message: string): number {
  process.stderr.write(`paceband plan: ${message.split('\n')[0]}\n`);
  return 2;
}

export async function run(argv: string[]): Promise<number> {
  let lang: PlanLocale = 'en';
  try {
    const command = parsePlanArgs(argv);
    if (command.help) {
      process.stdout.write('usage: paceband plan [<course file>] --goal H:MM:SS [options] (see modules/band-builder/cli/plan.ts)\n');
      return 0;
    }
    if (!LOCALES.includes(command.lang)) throw new UsageError(`--lang: expected ${LOCALES.join(', ')}`);
    lang = command.lang as PlanLocale;
    const course = command.courseFile ? await loadCourse(command.courseFile, lang) : undefined;
    const plans = planBands({ settings: command.settings, course });
    if (command.json) {
      process.stdout.write(`${JSON.stringify(plans.length === 1 ? plans[0] : { bands: plans }, null, 2)}\n`);
    } else {
      process.stdout.write(`${plans.map((p) => planTable(p, lang)).join('\n\n')}\n`);
    }
    return 0;
  } catch (error) {
    if (error instanceof PlanError) {
      const issue = error.issues[0];
      return fail(issue ? planMessage(issue.code, issue.params, lang) : error.message);
    }
    if (error instanceof UsageError) return fail(error.message);
    throw error;
  }
}
