import { z } from 'zod';
import { parseDuration } from '../../../src/lib/time-format.ts';
import { MAX_COPIES } from './plan-limits.ts';
import { issueCode as code } from '../../../src/lib/coded-error.ts';

/**
 * The settings of a band order, shared by the build page, the API and the CLI. Every issue's
 * `message` is a code of the `plan` catalogue (modules/pacing/locales), with its
 * parameters in `params`: render it with `planMessage`. Distances in `every`, `over` and the walk
 * settings are in the band's `unit`; `walkSpeed` is in `unit` per hour; `distanceM` in metres.
 */
const num = () => z.number(code('invalidNumber')).refine(Number.isFinite, code('invalidNumber'));

/** A goal as typed ("3:30:00", "45:00") or as whole seconds (12600). */
const goalTimeSchema = z.union([z.number(), z.string()], code('goalFormat')).transform((value, ctx) => {
  const seconds = typeof value === 'number' ? value : parseDuration(value);
  if (seconds === null || !Number.isInteger(seconds) || seconds <= 0) {
    ctx.addIssue({ code: 'custom', message: 'goalFormat', params: { value: String(value) } });
    return z.NEVER;
  }
  return seconds;
});

const bandTargetSchema = z.object(
  {
    count: z
      .number(code('countInvalid'))
      .default(1)
      .refine((n) => Number.isInteger(n) && n >= 1 && n <= MAX_COPIES, {
        error: 'countInvalid',
        params: { max: MAX_COPIES },
      }),
    goal: goalTimeSchema,
  },
  code('invalidType'),
);

const zoneSchema = z.object(
  {
    kind: z.enum(['slow', 'regular', 'fast'], code('zoneKindUnknown')),
    over: num().default(0),
  },
  code('invalidType'),
);

const walkSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('duration'), runMinutes: num(), walkSeconds: num() }),
    z.object({ kind: z.literal('distance'), every: num(), walkSeconds: num() }),
    z.object({ kind: z.literal('aid'), walkSeconds: num() }),
  ],
  code('walkKindUnknown'),
);

export const planSettingsShape = z.object(
  {
    bands: z.array(bandTargetSchema, code('bandsEmpty')),
    /** Race distance in metres; absent: the course's own length. */
    distanceM: num().optional(),
    unit: z.enum(['km', 'mi'], code('unitUnknown')).default('km'),
    strategy: z.enum(['even-pace', 'even-effort', 'effort-x2'], code('strategyUnknown')).default('even-effort'),
    /** How grades turn into effort: real runners' data (default), the metabolic cost, or the runner's own curve ("My hills": PlanInput.hillFactors). */
    effortModel: z.enum(['runners', 'metabolic', 'mine'], code('effortModelUnknown')).default('runners'),
    /** On a course without a given distance: true keeps the track's measured length (no snap). */
    keepMeasuredLength: z.boolean(code('invalidType')).default(false),
    every: num().default(1),
    half: z.boolean(code('invalidType')).default(false),
    otherUnit: z.boolean(code('invalidType')).default(false),
    order: z.enum(['asc', 'desc'], code('orderUnknown')).default('asc'),
    lapTimes: z.enum(['hide', 'km', 'mi'], code('lapTimesUnknown')).default('hide'),
    start: zoneSchema.default({ kind: 'regular', over: 0 }),
    finish: zoneSchema.default({ kind: 'regular', over: 0 }),
    walk: walkSchema.default({ kind: 'none' }),
    /** Walking speed during breaks, band units per hour; absent: 6 km/h. */
    walkSpeed: num().optional(),
    /**
     * Rows a band prints (docs/decisions/0024-terrain-rows-and-dials.md): one every `every` units
     * ('distance'), or one per stretch of homogeneous grade ('terrain': each climb and descent its
     * own row, flats merged, at least 200 m; without a course the race is flat and terrain rows
     * are the distance rows).
     */
    rowsBy: z.enum(['distance', 'terrain'], code('rowsByUnknown')).default('distance'),
    /** With terrain rows: the km or mile marks (every `every` units) printed on top as marker rows. */
    terrainMarks: z.boolean(code('invalidType')).default(false),
    /**
     * Uphill effort, 0–2: 0 even pace, 1 even effort, 2 hills ×2, continuous between. Absent: the
     * strategy's (even-pace 0, even-effort 1, effort-x2 2).
     */
    uphillEffort: num().optional(),
    /**
     * Downhill effort, 0–1.5: how much of the model's downhill gain the runner takes. Absent: the
     * uphill effort when given, else the strategy's (even-pace 0, even-effort 1, effort-x2 2). Set
     * by hand, it also turns on the descent floor (no descent faster than the 10 km pace).
     */
    downhillEffort: num().optional(),
    /** The second half this many per cent faster than the first (negative: a positive split). */
    negativeSplitPercent: num().default(0),
    /**
     * Race-day weather (docs/decisions/0027-race-day-conditions.md): temperature and dew point in
     * °C or °F. The heat slows every band's goal by Hadley's temperature + dew point rule; the
     * plan tells the goal as entered and the adjustment.
     */
    conditions: z
      .object(
        {
          temperature: num(),
          dewPoint: num(),
          scale: z.enum(['C', 'F'], code('temperatureScaleUnknown')).default('C'),
        },
        code('invalidType'),
      )
      .optional(),
    /**
     * A planned late fade: from `after` (band units) on, each unit `secondsPerUnit` slower than the
     * effort alone would give; the time is won back before it, so the finish stays on the goal.
     */
    fade: z.object({ after: num(), secondsPerUnit: num() }, code('invalidType')).optional(),
    /** An A/B band: the first two goals printed side by side, as two columns of times on one strip. */
    abBand: z.boolean(code('invalidType')).default(false),
  },
  code('invalidType'),
);

export type PlanSettings = z.output<typeof planSettingsShape>;
export type PlanSettingsInput = z.input<typeof planSettingsShape>;
export type WalkSettings = PlanSettings['walk'];
export type PaceZone = PlanSettings['start'];
