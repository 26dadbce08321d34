import { formatDuration } from '../../../src/lib/time-format.ts';
import { metresPerUnit, metresToUnit } from '../../../src/lib/units.ts';
import { MAX_DISTANCE_M, MIN_DISTANCE_M, fastestGoalSeconds, slowestGoalSeconds } from './goal-bounds.ts';
import type { PlanIssue, PlanIssueCode, PlanIssueParams } from './plan-issues.ts';
import {
  DEW_POINT_C,
  DOWNHILL_EFFORT,
  FADE_SECONDS,
  MAX_BANDS,
  MAX_ROWS,
  NEGATIVE_SPLIT_PERCENT,
  TEMPERATURE_C,
  UPHILL_EFFORT,
} from './plan-limits.ts';
import { toFahrenheit } from './heat-adjustment.ts';
import { planSettingsShape, type PlanSettings } from './plan-settings.ts';
import { walkSpeedMps } from './walk-speed.ts';
import { NO_WALK_BEFORE_FINISH_M } from './walk-breaks.ts';

const MAX_WALK_SECONDS = 600;
// Shorter cycles are not a run-walk any more, and would make thousands of breaks.
const MIN_RUN_MINUTES = 1;
const MIN_WALK_EVERY = 0.1;
// A break is a walk, not a stroll or a jog: 2–10 km/h.
const WALK_SPEED_KMH = { min: 2, max: 10 };

const round = (value: number, decimals = 3) => Number(value.toFixed(decimals));

/**
 * Cross-field rules of the plan settings. `distanceM` is the race distance when known (given in
 * the settings, or the course length); the rules that need it are skipped without it.
 */
export function planSettingsIssues(settings: PlanSettings, distanceM: number | undefined): PlanIssue[] {
  const issues: PlanIssue[] = [];
  const add = (code: PlanIssueCode, path: PropertyKey[], params: PlanIssueParams = {}) => issues.push({ code, path, params });
  const { unit } = settings;
  const perHour = (kmh: number) => round((kmh * 1000) / metresPerUnit(unit), 1);

  if (settings.bands.length === 0) add('bandsEmpty', ['bands']);
  if (settings.bands.length > MAX_BANDS) add('bandsTooMany', ['bands'], { max: MAX_BANDS });
  if (!(settings.every > 0)) add('everyInvalid', ['every']);
  for (const side of ['start', 'finish'] as const) {
    const zone = settings[side];
    if (zone.kind !== 'regular' && !(zone.over > 0)) add('zoneLengthInvalid', [side, 'over'], { unit });
  }
  const walk = settings.walk;
  if (walk.kind !== 'none' && !(walk.walkSeconds >= 1 && walk.walkSeconds <= MAX_WALK_SECONDS)) {
    add('walkSecondsInvalid', ['walk', 'walkSeconds'], { max: MAX_WALK_SECONDS });
  }
  if (walk.kind === 'duration' && !(walk.runMinutes >= MIN_RUN_MINUTES)) {
    add('walkRunInvalid', ['walk', 'runMinutes'], { min: MIN_RUN_MINUTES });
  }
  if (walk.kind === 'distance' && !(walk.every >= MIN_WALK_EVERY)) {
    add('walkEveryInvalid', ['walk', 'every'], { min: MIN_WALK_EVERY, unit });
  }
  const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;
  if (settings.uphillEffort !== undefined && !within(settings.uphillEffort, UPHILL_EFFORT)) {
    add('uphillEffortRange', ['uphillEffort'], UPHILL_EFFORT);
  }
  if (settings.downhillEffort !== undefined && !within(settings.downhillEffort, DOWNHILL_EFFORT)) {
    add('downhillEffortRange', ['downhillEffort'], DOWNHILL_EFFORT);
  }
  if (!within(settings.negativeSplitPercent, NEGATIVE_SPLIT_PERCENT)) {
    add('negativeSplitRange', ['negativeSplitPercent'], NEGATIVE_SPLIT_PERCENT);
  }
  conditionIssues(settings, add);
  if (settings.fade && !within(settings.fade.secondsPerUnit, FADE_SECONDS)) {
    add('fadeSecondsRange', ['fade', 'secondsPerUnit'], { ...FADE_SECONDS, unit });
  }
  if (settings.fade && !(settings.fade.after > 0)) add('fadeAfterInvalid', ['fade', 'after'], { unit });
  if (settings.abBand && settings.bands.length < 2) add('abBandGoals', ['abBand']);
  // Breaks every N minutes fall at different places for each goal: the two columns would not share rows.
  if (settings.abBand && walk.kind === 'duration') add('abBandWalk', ['abBand']);
  const walkKmh = (walkSpeedMps(settings) * 3600) / 1000;
  if (settings.walkSpeed !== undefined && !(walkKmh >= WALK_SPEED_KMH.min - 1e-9 && walkKmh <= WALK_SPEED_KMH.max + 1e-9)) {
    add('walkSpeedInvalid', ['walkSpeed'], { min: perHour(WALK_SPEED_KMH.min), max: perHour(WALK_SPEED_KMH.max), unit });
  }
  if (distanceM === undefined || issues.length > 0) return issues;

  if (!(distanceM >= MIN_DISTANCE_M && distanceM <= MAX_DISTANCE_M)) {
    add('distanceRange', ['distanceM'], { min: MIN_DISTANCE_M / 1000, max: MAX_DISTANCE_M / 1000 });
    return issues;
  }
  const inUnit = metresToUnit(distanceM, unit);
  const distance = round(inUnit);
  if (settings.every > inUnit) add('everyTooLarge', ['every'], { every: settings.every, unit, distance });
  else if (inUnit / settings.every > MAX_ROWS) {
    add('tooManyRows', ['every'], { rows: Math.ceil(inUnit / settings.every), max: MAX_ROWS });
  }
  const zoneLength = [settings.start, settings.finish].reduce((sum, z) => sum + (z.kind === 'regular' ? 0 : z.over), 0);
  if (zoneLength > inUnit) add('zonesTooLong', ['finish', 'over'], { length: round(zoneLength), unit, distance });
  if (settings.fade && settings.fade.after >= inUnit) {
    add('fadeAfterTooLate', ['fade', 'after'], { after: settings.fade.after, unit, distance });
  }
  // None starts in the last 500 m: a break due only there never happens either.
  if (walk.kind === 'distance' && walk.every * metresPerUnit(unit) >= distanceM - NO_WALK_BEFORE_FINISH_M - 1e-6) {
    add('walkEveryTooLarge', ['walk', 'every'], { every: walk.every, unit, distance });
  }
  settings.bands.forEach((band, i) => {
    const goal = formatDuration(band.goal);
    if (band.goal < fastestGoalSeconds(distanceM)) add('goalTooFast', ['bands', i, 'goal'], { goal, distance, unit });
    else if (band.goal > slowestGoalSeconds(distanceM)) add('goalTooSlow', ['bands', i, 'goal'], { goal, distance, unit });
    else if (walk.kind !== 'none' && walkSpeedMps(settings) >= distanceM / band.goal) {
      add('walkSpeedTooFast', ['walkSpeed'], { speed: perHour(walkKmh), unit, goal });
    }
  });
  return issues;
}

/** Temperature and dew point within what runners race in, the dew point never above the air's temperature. */
function conditionIssues(settings: PlanSettings, add: (code: PlanIssueCode, path: PropertyKey[], params?: PlanIssueParams) => void) {
  const c = settings.conditions;
  if (!c) return;
  const inScale = (celsius: number) => round(c.scale === 'F' ? toFahrenheit(celsius, 'C') : celsius, 0);
  const bounds = (range: { min: number; max: number }) => ({ min: inScale(range.min), max: inScale(range.max), scale: c.scale });
  const celsius = (value: number) => (c.scale === 'F' ? ((value - 32) * 5) / 9 : value);
  const inRange = (value: number, range: { min: number; max: number }) => value >= range.min - 1e-9 && value <= range.max + 1e-9;
  if (!inRange(celsius(c.temperature), TEMPERATURE_C)) add('temperatureRange', ['conditions', 'temperature'], bounds(TEMPERATURE_C));
  else if (!inRange(celsius(c.dewPoint), DEW_POINT_C)) add('dewPointRange', ['conditions', 'dewPoint'], bounds(DEW_POINT_C));
  else if (c.dewPoint > c.temperature) add('dewPointAboveTemperature', ['conditions', 'dewPoint']);
}

/** The settings of a band order as the page, the API and the CLI validate them: the shape, then the checks above. */
export const planSettingsSchema = planSettingsShape.superRefine((settings, ctx) => {
  for (const issue of planSettingsIssues(settings, settings.distanceM)) {
    ctx.addIssue({ code: 'custom', message: issue.code, params: issue.params, path: issue.path });
  }
});
