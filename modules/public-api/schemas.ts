import { z } from '@hono/zod-openapi';
import { ALGORITHMS, MAX_AGE, MIN_AGE, RIEGEL_EXPONENT, WEIGHT_KG_RANGE } from '../predictor/index.ts';
import { planSettingsSchema } from '../pacing/index.ts';
import {
  bandSettingsSchema,
  bandStyleSchema,
  bandThemeSchema,
  paperSettingsSchema,
  PNG_DPIS,
  DEFAULT_PNG_DPI,
} from '../band-render/index.ts';
import { CUSTOM_KM_RANGE, STANDARD_DISTANCES } from '../../src/lib/race-distances.ts';
import { LOCALES } from '../../src/i18n/locales.ts';

/**
 * The public API's request and response schemas. Requests reuse the band builder's own schemas
 * (the build page and the command line validate with them too); the OpenAPI document at /api/docs
 * is generated from these same objects. Every request example is a working call (the API test
 * sends them).
 */

/**
 * Names a schema in the document. Zod binds methods to each schema when it is created, so schemas
 * built before the OpenAPI extension loaded (the band builder's, in the server bundle) have no
 * `.openapi` until cloned: `.meta()` clones.
 */
function named<T extends z.ZodType>(schema: T, name: string, meta: { description: string }) {
  return schema.meta(meta).openapi(name);
}

/**
 * The band's theme images are bytes the JSON API does not carry: its band schema leaves them out,
 * and the course note, which the server writes from the course (the heights' warnings).
 */
const apiBandSchema = bandSettingsSchema
  .omit({ courseNote: true })
  .extend({
    style: bandStyleSchema.extend({ theme: bandThemeSchema.omit({ backgroundImage: true, borderImage: true }).prefault({}) }).prefault({}),
  })
  .openapi('Band', { description: 'Size, columns and style of the printed band (every field has a default).' });

const planSchema = named(planSettingsSchema, 'PlanSettings', {
  description:
    'Pacing settings: target times (`bands`), race distance in metres (`distanceM`, else the course length snapped to its race distance within ±3 %, unless `keepMeasuredLength`), unit, strategy (a preset of the two dials `uphillEffort` and `downhillEffort`) and its hill model (`effortModel`: `runners`, the default, or `metabolic`; `mine`, a member’s own “My hills” model, is for the signed-in site’s pages only: this API reads no session, so it answers 422 with a message on `plan.effortModel`), a split between the halves in per cent (`negativeSplitPercent`), rows every `every` units or by terrain (`rowsBy`, with km or mile marks on top: `terrainMarks`), walk breaks.',
});

const paperSchema = named(paperSettingsSchema, 'Paper', { description: 'Paper of the PDF (size, orientation, margins, gap).' });

const planExample = { bands: [{ goal: '3:30:00', count: 1 }], distanceM: 42195, unit: 'km', strategy: 'even-effort' } as const;

/** A duration as the server reads it (h:mm:ss or mm:ss, spaces around allowed): src/lib/time-format.ts `parseDuration`. */
export const CLOCK_PATTERN = String.raw`^\s*(?:\d+:[0-5]\d:[0-5]\d|\d+:[0-5]\d)\s*$`;
/** A decimal as the predictor reads it: a dot or, as French, Spanish and Italian runners type it, a comma. */
const DECIMAL_PATTERN = String.raw`^\s*\d+(?:[.,]\d+)?\s*$`;

/** Any tag is taken (src/i18n/locales.ts `negotiateLocale`): its language if supported, else English. */
export const langQuery = z.object({
  lang: z
    .string()
    .optional()
    .openapi({
      param: { name: 'lang', in: 'query' },
      description: `Language of the messages: ${LOCALES.join(', ')} or a regional variant of one (\`fr-CA\` reads French); any other language falls back to English. Without it, Accept-Language decides.`,
      example: 'fr',
    }),
});

export const planRequest = z
  .object({
    plan: planSchema,
    courseUuid: z.uuid().optional().openapi({ description: 'A public course to follow (its hills shape the splits).' }),
  })
  .openapi('PlanRequest', { example: { plan: planExample } });

export const courseFileRequest = z
  .object({
    file: z
      .instanceof(File)
      .openapi({ type: 'string', format: 'binary', description: 'The course: a GPX, KML or KMZ file (its name gives the format).' }),
    plan: z.string().openapi({
      description: 'The pacing settings (PlanSettings) as a JSON text.',
      example: JSON.stringify({ bands: [{ goal: '3:45:00' }] }),
    }),
  })
  .openapi('CourseFileRequest');

export const bandRequest = z
  .object({
    v: z
      .literal(1)
      .optional()
      .openapi({ description: 'The band definition version (the shape saved bands and links keep); absent is 1.', example: 1 }),
    plan: planSchema,
    band: apiBandSchema.optional(),
    paper: paperSchema.optional(),
    courseUuid: z.uuid().optional(),
  })
  .openapi('BandRequest', {
    example: {
      plan: { bands: [{ goal: '50:00' }], distanceM: 10000 },
      band: { title: 'Park 10K', columns: ['distance', 'split', 'elapsed'] },
    },
  });

export const watchFitQuery = langQuery.extend({
  kind: z.enum(['workout', 'course']).openapi({
    param: { name: 'kind', in: 'query' },
    description: 'workout: one step per row of the band; course: the course with the plan as virtual partner (needs `courseUuid`).',
    example: 'workout',
  }),
  tolerance: z
    .string()
    .optional()
    .openapi({
      param: { name: 'tolerance', in: 'query' },
      description: "The workout's pace range: ± this many whole seconds per km or mile around each row's pace, 0–60 (default 5).",
      pattern: String.raw`^\d{1,2}$`,
      example: '5',
    }),
});

export const bandFormat = z.object({
  format: z.enum(['pdf', 'png', 'svg']).openapi({
    param: { name: 'format', in: 'path' },
    description:
      'pdf: every band imposed on paper; png: one image per goal time at `dpi`, printing at true size (a ZIP of one PNG per goal time when there are several); svg: the first band.',
    example: 'svg',
  }),
});

const DPI_VALUES = PNG_DPIS.map(String) as [string, ...string[]];

/** The query of a band file: the language of errors and the PNG's resolution. */
export const bandQuery = langQuery.extend({
  dpi: z
    .enum(DPI_VALUES)
    .optional()
    .openapi({
      param: { name: 'dpi', in: 'query' },
      description: `Resolution of the PNG in dots per inch (${PNG_DPIS.join(', ')}; default ${DEFAULT_PNG_DPI}): its pixel size is the band's true size times the resolution, and the file says its resolution (pHYs), so it prints at true size. Ignored by pdf and svg.`,
      example: String(DEFAULT_PNG_DPI),
    }),
});

const rowSchema = z
  .object({
    distance: z.number(),
    unit: z.enum(['km', 'mi']),
    distanceM: z.number(),
    splitSeconds: z.number(),
    elapsedSeconds: z.number(),
    paceSecondsPerUnit: z.number(),
    gradePercent: z.number(),
    kind: z.enum(['lap', 'half', 'other-unit', 'mark', 'finish']),
  })
  .passthrough()
  .openapi('PlanRow');

export const plansResponse = z
  .object({
    plans: z.array(
      z
        .object({
          totalSeconds: z.number(),
          count: z.number(),
          unit: z.enum(['km', 'mi']),
          distanceM: z.number(),
          strategy: z.string(),
          rows: z.array(rowSchema),
          walks: z
            .array(z.object({ distanceM: z.number(), bandDistance: z.number(), elapsedSeconds: z.number(), seconds: z.number() }))
            .optional()
            .openapi({
              description:
                'Each walk break: where it starts (metres, and in the band unit), when, and how long. None starts in the last 500 m.',
            }),
          runningPaceSecondsPerUnit: z
            .number()
            .optional()
            .openapi({ description: 'Average pace while running, walk breaks excluded, seconds per band unit.' }),
          walkSpeedPerHour: z.number().optional().openapi({
            description:
              'Walking speed during the breaks, band units per hour (6 km/h is 3.73 on a mile band); present when the plan walks.',
          }),
        })
        .passthrough()
        .openapi('BandPlan'),
    ),
  })
  .openapi('Plans');

export const courseFileResponse = plansResponse
  .extend({
    course: z
      .object({
        format: z.string(),
        distanceM: z.number(),
        hasElevation: z.boolean(),
        elevation: z.record(z.string(), z.unknown()),
      })
      .openapi('CourseSummary'),
  })
  .openapi('CourseFilePlans');

const DISTANCE_KEYS = STANDARD_DISTANCES.map((d) => d.key) as [string, ...string[]];
const q = (name: string, description: string, example?: string) => ({ param: { name, in: 'query' as const }, description, example });
const MI_PER_KM = 1000 / 1609.344;
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/**
 * The predictor page's own form fields (its link is this query string). They are read and checked
 * by the predictor's own check (parsePredictorQuery: same rules and messages as the page), so the
 * zod shapes stay strings; the document states what that check accepts: formats and bounds.
 */
export const predictQuery = z.object({
  distance: z.enum([...DISTANCE_KEYS, 'custom']).openapi(q('distance', 'A standard distance, or `custom`.', 'half')),
  custom: z
    .string()
    .optional()
    .openapi({
      ...q(
        'custom',
        `The custom distance in \`unit\`, when distance is \`custom\`: ${CUSTOM_KM_RANGE.min}–${CUSTOM_KM_RANGE.max} km (${round(CUSTOM_KM_RANGE.min * MI_PER_KM, 3)}–${round(CUSTOM_KM_RANGE.max * MI_PER_KM, 2)} mi); a decimal point or comma.`,
      ),
      pattern: DECIMAL_PATTERN,
    }),
  unit: z
    .enum(['km', 'mi'])
    .optional()
    .openapi({ ...q('unit', 'Unit of `custom`.'), default: 'km' }),
  time: z.string().openapi({
    ...q('time', 'The race time, h:mm:ss or mm:ss, within the plausible bounds for the distance.', '1:45:00'),
    pattern: CLOCK_PATTERN,
  }),
  sex: z
    .enum(['m', 'f'])
    .optional()
    .openapi(q('sex', 'm or f; optional, needed only with `age` (the age tables are by sex; the ultra rows then use its own).', 'f')),
  age: z
    .string()
    .optional()
    .openapi({ ...q('age', 'Age in years (age grading; needs `sex`).', '42'), type: 'integer', minimum: MIN_AGE, maximum: MAX_AGE }),
  weight: z
    .string()
    .optional()
    .openapi({
      ...q(
        'weight',
        `Body weight in \`wunit\` (absolute VO2max): ${WEIGHT_KG_RANGE.min}–${WEIGHT_KG_RANGE.max} kg (${round(WEIGHT_KG_RANGE.min / 0.45359237, 1)}–${round(WEIGHT_KG_RANGE.max / 0.45359237, 1)} lb); a decimal point or comma.`,
      ),
      pattern: DECIMAL_PATTERN,
    }),
  wunit: z
    .enum(['kg', 'lb'])
    .optional()
    .openapi({ ...q('wunit', 'Unit of `weight`.'), default: 'kg' }),
  algo: z
    .enum(ALGORITHMS)
    .optional()
    .openapi({ ...q('algo', 'Prediction formula (default: their average).'), default: 'average' }),
  exp: z
    .string()
    .optional()
    .openapi({
      ...q('exp', 'Riegel exponent.'),
      type: 'number',
      minimum: RIEGEL_EXPONENT.min,
      maximum: RIEGEL_EXPONENT.max,
      default: RIEGEL_EXPONENT.default,
    }),
  lang: langQuery.shape.lang,
});

export const predictResponse = z
  .object({
    vdot: z.number().openapi({ description: 'VO2max estimate (Daniels VDOT), ml/kg/min.' }),
    vamKmh: z.number().openapi({ description: 'Maximal aerobic speed, km/h.' }),
    vamSecondsPerKm: z.number(),
    vo2maxLitresPerMinute: z.number().optional(),
    ageGrade: z.record(z.string(), z.unknown()).optional(),
    rows: z.array(
      z.object({ key: z.string(), km: z.number(), group: z.enum(['short', 'long']), seconds: z.number(), secondsPerKm: z.number() }),
    ),
  })
  .openapi('Prediction');

export const geoResponse = z
  .object({
    ip: z.string(),
    iso_code: z.string().nullable(),
    country: z.string().nullable(),
    city: z.string().nullable(),
    postal_code: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  })
  .openapi('GeoLocation');

export const errorResponse = z
  .object({
    message: z.string().openapi({ description: 'The first problem, in the asked language.' }),
    errors: z.record(z.string(), z.array(z.string())).openapi({ description: 'Each field (dotted path) and its messages.' }),
  })
  .openapi('Error');
