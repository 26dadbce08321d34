/**
 * `paceband hills RUN… [--json] [--lang en|fr|es|it]`: the runner's own pace factor per 1 % of
 * grade from 3 or more recorded runs (FIT, GPX, TCX). `--json` prints
 * `{ factors: [{ gradePercent, factor, samples }] }` from −15 % to +15 %, each factor relative to
 * flat pace. Bad input or a refused run: one line on stderr, exit code 2.
 */
import { ioOf, type CliContext } from '../../../src/cli/cli-context.ts';
import path from 'node:path';
import { readCommandFile } from '../../../src/cli/command-file.ts';
import type { CommandHelp } from '../../../src/cli/command-help.ts';
import { isLocale, LOCALES, type Locale } from '../../../src/i18n/locales.ts';
import { stravaFactor } from '../services/fit-hills.ts';
import { fitMyHills } from '../services/fit-my-hills.ts';
import { hillsErrorMessage } from '../services/hills-error-message.ts';

/** `paceband hills --help` (src/cli/command-help.ts): each option with an example. */
export const help: CommandHelp = {
  usage: 'paceband hills RUN… [--json] [--lang en|fr|es|it]',
  summary: [
    'Fits your own pace factor for each 1 % of grade from −15 % to +15 % from 3 or more recorded runs (FIT, GPX or TCX),',
    "shrunk toward Strava's curve where a grade has few 150 m stretches. Bad input: one line on stderr, exit code 2.",
    'RUN… are three or more recorded runs (training or races), e.g. paceband hills monday.fit wednesday.gpx sunday.tcx',
  ].join('\n'),
  options: [
    {
      flag: '--json',
      text: 'prints { factors: [{ gradePercent, factor, samples }] }, each factor relative to flat pace',
      example: 'paceband hills runs/*.fit --json',
    },
    { flag: '--lang en|fr|es|it', text: 'language of the messages', example: 'paceband hills runs/*.fit --lang fr' },
  ],
};

class UsageError extends Error {}

function parse(argv: string[]): { files: string[]; json: boolean; lang: Locale } {
  const files: string[] = [];
  let json = false;
  let lang: Locale = 'en';
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--json') json = true;
    else if (arg === '--lang' || arg.startsWith('--lang=')) {
      const value = arg === '--lang' ? argv[++i] : arg.slice('--lang='.length);
      if (!isLocale(value)) throw new UsageError(`--lang: expected ${LOCALES.join(', ')}`);
      lang = value;
    } else if (arg.startsWith('-')) throw new UsageError(`unknown option ${arg}`);
    else files.push(arg);
  }
  return { files, json, lang };
}

export async function run(argv: string[], context?: CliContext): Promise<number> {
  const io = ioOf(context);
  let lang: Locale = 'en';
  try {
    const options = parse(argv);
    lang = options.lang;
    const files = [];
    for (const file of options.files) {
      const bytes = await readCommandFile(file, (line) => new UsageError(line));
      files.push({ bytes: new Uint8Array(bytes), fileName: path.basename(file) });
    }
    const curve = fitMyHills(files);
    if (options.json) {
      const factors = curve.factors.map((f) => ({ gradePercent: f.gradePercent, factor: round3(f.factor), samples: f.samples }));
      io.stdout(`${JSON.stringify({ factors }, null, 2)}\n`);
    } else {
      const lines = curve.factors.map((f) =>
        [
          `${f.gradePercent > 0 ? '+' : ''}${f.gradePercent} %`.padStart(6),
          f.factor.toFixed(3).padStart(7),
          stravaFactor(f.gradePercent / 100)
            .toFixed(3)
            .padStart(7),
          String(f.samples).padStart(8),
        ].join(' '),
      );
      io.stdout(`${[' grade  factor  Strava  stretches of 150 m', ...lines].join('\n')}\n`);
    }
    return 0;
  } catch (error) {
    const message = error instanceof UsageError ? error.message : hillsErrorMessage(error, lang);
    if (message === null) throw error;
    io.stderr(`paceband hills: ${message}\n`);
    return 2;
  }
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
