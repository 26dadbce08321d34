import { parseArgs } from 'node:util';
import { flagOptions } from '../../../src/cli/flag-options.ts';
import { officialKmForMi, unitToMetres, type LengthUnit } from '../../../src/lib/units.ts';
import { distancePreset } from '../../../src/lib/race-distances.ts';
import type { HillFactorInput } from './personal-hills.ts';
import type { PaceZone, PlanSettingsInput, WalkSettings } from './plan-settings.ts';

/** A command-line mistake the schema cannot see (a malformed flag); printed as one line. */
export class UsageError extends Error {}

export interface PlanCommand {
  courseFile: string | undefined;
  settings: PlanSettingsInput;
  json: boolean;
  lang: string;
  /** `--hills FILE`: the runner's own factors ("My hills", what `paceband hills --json` printed), read by the command. */
  hillsFile?: string;
}

const options = {
  ...flagOptions({
    string: [
      'goal',
      'count',
      'distance',
      'strategy',
      'effort-model',
      'hills',
      'unit',
      'every',
      'order',
      'lap-times',
      'start',
      'finish',
      'walk',
      'walk-speed',
      'rows',
      'uphill-effort',
      'downhill-effort',
      'negative-split',
      'temperature',
      'dew-point',
      'fade',
      'fade-after',
      'lang',
    ],
    boolean: ['keep-measured-length', 'half', 'other-unit', 'terrain-marks', 'fahrenheit', 'ab', 'json'],
  }),
  band: { type: 'string', multiple: true },
  help: { type: 'boolean', short: 'h' },
} as const;

/** Every flag of `paceband plan` (its --help lists each, a test keeps them in step). */
export const PLAN_FLAGS: readonly string[] = Object.keys(options);

// Numbers stay numbers only when they are; the schema then explains what is wrong with them.
const number = (text: string): number | string => (/^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text) : text);

/** "42.195", "26.2mi", "21.1km", "marathon": plain numbers are in the band's unit. */
function distanceM(text: string, unit: LengthUnit): number {
  const preset = distancePreset(text);
  if (preset) return preset.metres;
  const match = /^(\d+(?:\.\d+)?)\s*(km|mi)?$/i.exec(text.trim());
  if (!match) throw new UsageError(`--distance: expected a number, a number with km or mi, or a race name (got "${text}")`);
  const value = Number(match[1]);
  const given = (match[2]?.toLowerCase() as LengthUnit | undefined) ?? unit;
  if (given === 'mi') return unitToMetres(officialKmForMi(value) ?? value * 1.609344, 'km');
  return unitToMetres(value, 'km');
}

function zone(flag: string, text: string): PaceZone {
  const [kind, over] = text.split(':');
  if (kind === 'regular' && over === undefined) return { kind: 'regular', over: 0 };
  if ((kind !== 'slow' && kind !== 'fast' && kind !== 'regular') || over === undefined) {
    throw new UsageError(`--${flag}: expected slow:N, fast:N or regular (got "${text}")`);
  }
  return { kind, over: number(over) as number };
}

const seconds = (text: string | undefined) => number((text ?? '').replace(/s$/, '')) as number;

/** "none", "duration:5min:30s", "distance:2:30s", "aid:30s". */
function walk(text: string): WalkSettings {
  const [kind, a, b] = text.split(':');
  if (kind === 'none') return { kind: 'none' };
  if (kind === 'duration' && a && b) return { kind, runMinutes: number(a.replace(/min$/, '')) as number, walkSeconds: seconds(b) };
  if (kind === 'distance' && a && b) return { kind, every: number(a) as number, walkSeconds: seconds(b) };
  if (kind === 'aid' && a) return { kind, walkSeconds: seconds(a) };
  throw new UsageError(`--walk: expected duration:5min:30s, distance:2:30s, aid:30s or none (got "${text}")`);
}

function band(text: string) {
  const match = /^(\d+)x(.+)$/.exec(text);
  if (!match) throw new UsageError(`--band: expected COUNTxH:MM:SS such as 2x3:30:00 (got "${text}")`);
  return { count: Number(match[1]), goal: match[2] ?? '' };
}

type RaceDayFlags = Partial<Record<'temperature' | 'dew-point' | 'fade' | 'fade-after', string>> & { fahrenheit?: boolean; ab?: boolean };

/** --temperature T --dew-point D [--fahrenheit], --fade S --fade-after D, --ab. */
function raceDay(v: RaceDayFlags, settings: PlanSettingsInput) {
  if ((v.temperature === undefined) !== (v['dew-point'] === undefined)) {
    throw new UsageError('--temperature and --dew-point go together (the heat adjustment needs both)');
  }
  if (v.temperature !== undefined && v['dew-point'] !== undefined) {
    const scale = v.fahrenheit ? 'F' : 'C';
    settings.conditions = { temperature: number(v.temperature) as number, dewPoint: number(v['dew-point']) as number, scale };
  }
  if ((v.fade === undefined) !== (v['fade-after'] === undefined)) throw new UsageError('--fade and --fade-after go together');
  if (v.fade !== undefined && v['fade-after'] !== undefined) {
    settings.fade = { secondsPerUnit: seconds(v.fade), after: number(v['fade-after']) as number };
  }
  if (v.ab) settings.abBand = true;
}

export function parsePlanArgs(argv: string[]): PlanCommand {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  const { values: v, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`expected at most one course file (got ${positionals.length})`);
  const unit = (v.unit ?? 'km') as LengthUnit;
  const bands = [
    ...(v.goal !== undefined ? [{ count: v.count !== undefined ? (number(v.count) as number) : 1, goal: v.goal }] : []),
    ...(v.band ?? []).map(band),
  ];
  if (!v.help && bands.length === 0) throw new UsageError('give a goal time: --goal H:MM:SS (or --band 2x3:30:00)');
  const settings: PlanSettingsInput = { bands, unit: v.unit as LengthUnit | undefined };
  if (v.distance !== undefined) settings.distanceM = distanceM(v.distance, unit);
  if (v.strategy !== undefined) settings.strategy = v.strategy as PlanSettingsInput['strategy'];
  if (v['effort-model'] !== undefined) settings.effortModel = v['effort-model'] as PlanSettingsInput['effortModel'];
  // A hill model given is the one to plan with, unless another is asked for by name.
  else if (v.hills !== undefined) settings.effortModel = 'mine';
  if (v['keep-measured-length']) settings.keepMeasuredLength = true;
  if (v.every !== undefined) settings.every = number(v.every) as number;
  if (v.half) settings.half = true;
  if (v['other-unit']) settings.otherUnit = true;
  if (v.order !== undefined) settings.order = v.order as PlanSettingsInput['order'];
  if (v['lap-times'] !== undefined) settings.lapTimes = v['lap-times'] as PlanSettingsInput['lapTimes'];
  if (v.start !== undefined) settings.start = zone('start', v.start);
  if (v.finish !== undefined) settings.finish = zone('finish', v.finish);
  if (v.walk !== undefined) settings.walk = walk(v.walk);
  if (v['walk-speed'] !== undefined) settings.walkSpeed = number(v['walk-speed']) as number;
  if (v.rows !== undefined) settings.rowsBy = v.rows as PlanSettingsInput['rowsBy'];
  if (v['terrain-marks']) settings.terrainMarks = true;
  if (v['uphill-effort'] !== undefined) settings.uphillEffort = number(v['uphill-effort']) as number;
  if (v['downhill-effort'] !== undefined) settings.downhillEffort = number(v['downhill-effort']) as number;
  if (v['negative-split'] !== undefined) settings.negativeSplitPercent = number(v['negative-split'].replace(/%$/, '')) as number;
  raceDay(v, settings);
  const command: PlanCommand = { courseFile: positionals[0], settings, json: v.json ?? false, lang: v.lang ?? 'en' };
  return v.hills === undefined ? command : { ...command, hillsFile: v.hills };
}

/** The command's `--hills` factors, read with `readText` (the caller's file system: the engine reads nothing), or undefined without the flag. */
export async function commandHillFactors(
  command: PlanCommand,
  readText: (file: string) => Promise<string>,
): Promise<HillFactorInput[] | undefined> {
  const file = command.hillsFile;
  if (file === undefined) return undefined;
  const text = await readText(file).catch((error: { code?: string }) => {
    throw new UsageError(`cannot read ${file}: ${error.code ?? 'error'}`);
  });
  return hillFactorsFromJson(text, file);
}

/**
 * `--hills FILE`'s content, `{ factors: [{ gradePercent, factor, samples? }] }` as `paceband hills
 * --json` prints it, as the plan's hill factors; anything else is a UsageError naming the file.
 */
function hillFactorsFromJson(text: string, file: string): HillFactorInput[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new UsageError(`--hills ${file}: not JSON (expected what paceband hills --json prints)`);
  }
  const factors = (data as { factors?: unknown } | null)?.factors;
  const ok = (f: unknown): f is HillFactorInput =>
    typeof (f as HillFactorInput | null)?.gradePercent === 'number' && typeof (f as HillFactorInput | null)?.factor === 'number';
  if (!Array.isArray(factors) || factors.length === 0 || !factors.every(ok)) {
    throw new UsageError(`--hills ${file}: expected { "factors": [{ "gradePercent", "factor" }] } as paceband hills --json prints`);
  }
  return factors.map(({ gradePercent, factor }) => ({ gradePercent, factor }));
}
