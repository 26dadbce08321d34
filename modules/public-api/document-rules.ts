import { CLOCK_PATTERN } from './schemas.ts';

/**
 * What the server checks beyond the zod shapes the document is generated from, written into the
 * document (issue 28: "the OpenAPI document matches the server"). The band builder's shapes only
 * type the fields; their bounds are checked after parsing (modules/pacing/services/plan-checks.ts, the
 * band size's refinement, band-style.ts), with translated messages, so the shapes cannot carry
 * them without replacing those messages. The numbers are the band builder's; a change there that
 * is not made here fails modules/public-api/tests/openapi-document.test.ts, which sends each bound
 * to the server and to the document's schema alike.
 *
 * Rules that compare fields with the race (a goal too fast or too slow for the distance, laps
 * longer than the race, more than 300 rows) are said in descriptions: JSON Schema cannot.
 */
const HEX_COLOUR = String.raw`^\s*#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})\s*$`;
const KM_PER_MI = 1.609344;
const WALK_KMH = { min: 2, max: 10 };
const round = (value: number) => Number(value.toFixed(3));

type Json = Record<string, unknown>;

const walkSeconds = { type: 'number', minimum: 1, maximum: 600, description: 'Seconds of each walk break, 1–600.' };

/** JSON pointers below `components/schemas`, and the keywords each gets. */
const RULES: ReadonlyArray<[string, Json]> = [
  ['PlanSettings/properties/bands', { minItems: 1, maxItems: 20, description: 'One to 20 target times, each a band.' }],
  [
    'PlanSettings/properties/bands/items/properties/count',
    { type: 'integer', minimum: 1, maximum: 100, description: 'Copies of this band, 1–100.' },
  ],
  [
    'PlanSettings/properties/bands/items/properties/goal',
    {
      anyOf: [
        { type: 'integer', exclusiveMinimum: 0, description: 'Whole seconds.' },
        { type: 'string', pattern: CLOCK_PATTERN, description: 'h:mm:ss or mm:ss.' },
      ],
      description:
        'The target time, as h:mm:ss or mm:ss or in whole seconds; between 5 % faster than a world-class pace for the distance and a 3 km/h walk.',
      examples: ['3:30:00', 12600],
    },
  ],
  [
    'PlanSettings/properties/distanceM',
    {
      minimum: 1000,
      maximum: 250_000,
      description: 'Race distance in metres, 1,000–250,000. Required without `courseUuid` (a course gives its own length).',
    },
  ],
  [
    'PlanSettings/properties/every',
    {
      exclusiveMinimum: 0,
      description: 'A row every this many units (km or mi); at most the race distance, and at most 300 rows.',
    },
  ],
  ...(['start', 'finish'] as const).map((side): [string, Json] => [
    `PlanSettings/properties/${side}`,
    {
      // A slow or fast zone needs a length; a regular one has none.
      if: { properties: { kind: { enum: ['slow', 'fast'] } }, required: ['kind'] },
      then: { properties: { over: { exclusiveMinimum: 0 } }, required: ['over'] },
      description: `The ${side} zone: \`over\` units (km or mi) run ${side === 'start' ? 'slower or faster than the rest' : 'slower or faster at the end'}; the two zones together at most the race distance.`,
    },
  ]),
  [
    'PlanSettings/properties/walk/oneOf/1/properties/runMinutes',
    { minimum: 1, description: 'Minutes of running between breaks, at least 1.' },
  ],
  ['PlanSettings/properties/walk/oneOf/1/properties/walkSeconds', walkSeconds],
  [
    'PlanSettings/properties/walk/oneOf/2/properties/every',
    { minimum: 0.1, description: 'A break every this many units, at least 0.1 and under the race distance.' },
  ],
  ['PlanSettings/properties/walk/oneOf/2/properties/walkSeconds', walkSeconds],
  ['PlanSettings/properties/walk/oneOf/3/properties/walkSeconds', walkSeconds],
  [
    'PlanSettings/properties/walkSpeed',
    {
      exclusiveMinimum: 0,
      description: `Walking speed during breaks in units per hour: ${WALK_KMH.min}–${WALK_KMH.max} km/h (${round(WALK_KMH.min / KM_PER_MI)}–${round(WALK_KMH.max / KM_PER_MI)} mph), slower than the race pace; 6 km/h when absent.`,
    },
  ],
  [
    'PlanSettings/properties/rowsBy',
    {
      description:
        '`distance`: a row every `every` units. `terrain`: a row per stretch of even grade (each climb and descent its own row, flats merged, at least 200 m, merged further to fit the row limit); each row ends at its `distance` and carries its mean `gradePercent`. Without a course the race is flat, so terrain rows are the distance rows.',
    },
  ],
  [
    'PlanSettings/properties/terrainMarks',
    { description: 'With terrain rows: a marker row (`kind` `mark`, elapsed time only) at every `every` units on top.' },
  ],
  [
    'PlanSettings/properties/uphillEffort',
    {
      minimum: 0,
      maximum: 2,
      description:
        "Uphill effort, 0–2: 0 even pace, 1 even effort, 2 hills ×2, continuous between. Absent: the `strategy` preset's (0, 1, 2).",
    },
  ],
  [
    'PlanSettings/properties/downhillEffort',
    {
      minimum: 0,
      maximum: 1.5,
      description:
        "Downhill effort, 0–1.5: how much of the model's downhill gain the runner takes (no descent planned faster than the 10 km pace at that goal). Absent: `uphillEffort` when given, else the `strategy` preset's.",
    },
  ],
  [
    'PlanSettings/properties/negativeSplitPercent',
    {
      minimum: -10,
      maximum: 10,
      description:
        'The second half this many per cent faster than the first (a negative split), −10 to 10; below 0 a positive split. On top of the course shape and the start and finish zones.',
    },
  ],
  [
    'PlanSettings/properties/conditions',
    {
      // The bounds follow the scale (modules/pacing plan-limits.ts: −20–45 °C, dew point −30–35 °C).
      if: { properties: { scale: { const: 'F' } }, required: ['scale'] },
      then: { properties: { temperature: { minimum: -4, maximum: 113 }, dewPoint: { minimum: -22, maximum: 95 } } },
      else: { properties: { temperature: { minimum: -20, maximum: 45 }, dewPoint: { minimum: -30, maximum: 35 } } },
      description:
        "Race-day weather: temperature and dew point (not above the temperature) in °C (default) or °F. Every goal is slowed by Mark Hadley's temperature + dew point rule (sum in °F: none up to 100, then 0.5–10 % up to 180); the plan's `conditions` tells the goal as entered and the `percent` added.",
    },
  ],
  [
    'PlanSettings/properties/fade',
    {
      properties: {
        after: { exclusiveMinimum: 0, description: 'Where the fade starts, in `unit`, before the finish.' },
        secondsPerUnit: { minimum: 1, maximum: 120, description: 'Seconds slower per `unit` after it, 1–120.' },
      },
      description: 'A planned late fade; the time is won back before it, so the finish stays on the goal.',
    },
  ],
  [
    'PlanSettings/properties/abBand',
    {
      description:
        'An A/B band: the first two `bands` printed side by side (the second goal’s time columns after the first’s); the plan carries the second as `alternate`. Needs two goals, and no walk breaks by duration.',
    },
  ],
  [
    'PlanSettings',
    {
      // walkSpeed is in the plan's unit: its bounds follow it.
      if: { properties: { unit: { const: 'mi' } }, required: ['unit'] },
      then: { properties: { walkSpeed: { minimum: round(WALK_KMH.min / KM_PER_MI), maximum: round(WALK_KMH.max / KM_PER_MI) } } },
      else: { properties: { walkSpeed: { minimum: WALK_KMH.min, maximum: WALK_KMH.max } } },
    },
  ],
  [
    'Band/properties/size',
    {
      // The wrist and band widths accepted depend on the unit (centimetres unless `in`).
      if: { properties: { unit: { const: 'in' } }, required: ['unit'] },
      then: { properties: { wrist: { minimum: 4, maximum: 12 }, width: { minimum: 0.6, maximum: 3 } } },
      else: { properties: { wrist: { minimum: 10, maximum: 30 }, width: { minimum: 1.5, maximum: 8 } } },
      description: 'Wrist 10–30 cm (4–12 in), band width 1.5–8 cm (0.6–3 in) and at most half the wrist.',
    },
  ],
  ...['borderColor', 'evenRowColor', 'oddRowColor', 'textColor', 'backgroundColor'].map((name): [string, Json] => [
    `Band/properties/style/properties/${name}`,
    { pattern: HEX_COLOUR, description: '#rgb or #rrggbb.' },
  ]),
  ['Band/properties/style/properties/opacity', { minimum: 0, maximum: 1 }],
  ['Band/properties/style/properties/theme/properties/borderWidthMm', { minimum: 0, maximum: 5 }],
];

/** Writes the server's rules into a generated document; a rule whose place is gone is an error, not a silent skip. */
export function withServerRules<D extends object>(document: D): D {
  const schemas = (document as { components?: { schemas?: Json } }).components?.schemas;
  if (!schemas) throw new Error('the document has no component schemas');
  for (const [pointer, keywords] of RULES) {
    let node: unknown = schemas;
    for (const key of pointer.split('/')) node = (node as Json | undefined)?.[key];
    if (!node || typeof node !== 'object') throw new Error(`document rule: nothing at components/schemas/${pointer}`);
    Object.assign(node, keywords);
  }
  return document;
}
