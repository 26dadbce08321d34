import { parseDuration } from '../../../src/lib/time-format.ts';
import { lbToKg, unitToMetres, type LengthUnit } from '../../../src/lib/units.ts';
import { ALGORITHMS, type Algorithm } from './race-prediction.ts';
import { CUSTOM_KM_RANGE, standardDistance, type DistanceKey } from '../../../src/lib/race-distances.ts';
import { RIEGEL_EXPONENT } from './riegel.ts';
import { MAX_AGE, MIN_AGE, type Sex } from './road-age-standards.ts';
import { fastestPlausibleSeconds, SLOWEST_PACE_S_PER_KM } from './plausible-time.ts';

/**
 * The predictor's form lives in the URL (a GET form): this reads and checks it on the server.
 * Problems are codes per field, translated by the page, so the same check serves the page, the
 * Open Graph image and the tests.
 */
export const QUERY_FIELDS = ['distance', 'custom', 'unit', 'time', 'sex', 'age', 'weight', 'wunit', 'algo', 'exp'] as const;
export type QueryField = (typeof QUERY_FIELDS)[number];
export type FormValues = Record<QueryField, string>;

type IssueCode =
  | 'distanceRequired'
  | 'customRequired'
  | 'customInvalid'
  | 'customRange'
  | 'timeRequired'
  | 'timeInvalid'
  | 'timeImpossible'
  | 'timeTooSlow'
  | 'sexRequired'
  | 'ageInvalid'
  | 'ageRange'
  | 'weightInvalid'
  | 'weightRange'
  | 'exponentRange'
  /** A value outside a closed list (the public API's strict query; the page falls back instead). */
  | 'choiceInvalid';

export interface FieldIssue {
  field: QueryField;
  code: IssueCode;
  params?: Record<string, string | number>;
}

type WeightUnit = 'kg' | 'lb';

export interface PredictorInput {
  distance: DistanceKey | 'custom';
  km: number;
  seconds: number;
  /** Only the age grading needs it (its tables are by sex); the formulas do not. */
  sex?: Sex;
  age?: number;
  weightKg?: number;
  algorithm: Algorithm;
  riegelExponent: number;
}

export type PredictorQuery =
  | { state: 'empty'; values: FormValues }
  | { state: 'invalid'; values: FormValues; issues: FieldIssue[] }
  | { state: 'valid'; values: FormValues; input: PredictorInput };

export const WEIGHT_KG_RANGE = { min: 20, max: 300 } as const;

/** "42.195" or, as French, Spanish and Italian runners type it, "42,195". */
export function parseDecimal(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(?:[.,]\d+)?$/.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}

function readValues(params: URLSearchParams): FormValues {
  const values = {} as FormValues;
  for (const field of QUERY_FIELDS) values[field] = (params.get(field) ?? '').trim();
  return values;
}

export function parsePredictorQuery(query: string | URLSearchParams): PredictorQuery {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const values = readValues(params);
  if (!params.has('distance') && !params.has('time')) return { state: 'empty', values };
  const issues: FieldIssue[] = [];
  const issue = (field: QueryField, code: IssueCode, extra?: Record<string, string | number>) =>
    issues.push({ field, code, ...(extra ? { params: extra } : {}) });

  let km: number | null = null;
  const standard = standardDistance(values.distance);
  if (standard) km = standard.km;
  else if (values.distance === 'custom') {
    const unit: LengthUnit = values.unit === 'mi' ? 'mi' : 'km';
    const amount = parseDecimal(values.custom);
    if (values.custom === '') issue('custom', 'customRequired');
    else if (amount === null) issue('custom', 'customInvalid');
    else {
      const customKm = unitToMetres(amount, unit) / 1000;
      if (customKm < CUSTOM_KM_RANGE.min || customKm > CUSTOM_KM_RANGE.max) {
        issue('custom', 'customRange', { min: CUSTOM_KM_RANGE.min, max: CUSTOM_KM_RANGE.max });
      } else km = customKm;
    }
  } else issue('distance', 'distanceRequired');

  const sex: Sex | null = values.sex === 'm' || values.sex === 'f' ? values.sex : null;

  const seconds = values.time === '' ? null : parseDuration(values.time);
  if (values.time === '') issue('time', 'timeRequired');
  else if (seconds === null || seconds <= 0) issue('time', 'timeInvalid');
  else if (km !== null) {
    // Without a sex, the men's standard (the faster one) is the bound, so no real time is refused.
    if (seconds < fastestPlausibleSeconds(km, sex ?? 'm')) issue('time', 'timeImpossible');
    else if (seconds / km > SLOWEST_PACE_S_PER_KM) issue('time', 'timeTooSlow');
  }

  let age: number | undefined;
  if (values.age !== '') {
    const parsed = parseDecimal(values.age);
    if (parsed === null || !Number.isInteger(parsed)) issue('age', 'ageInvalid');
    else if (parsed < MIN_AGE || parsed > MAX_AGE) issue('age', 'ageRange', { min: MIN_AGE, max: MAX_AGE });
    else age = parsed;
    // The age tables are by sex: asked for only when an age asks for grading.
    if (!sex) issue('sex', 'sexRequired');
  }

  let weightKg: number | undefined;
  if (values.weight !== '') {
    const parsed = parseDecimal(values.weight);
    const unit: WeightUnit = values.wunit === 'lb' ? 'lb' : 'kg';
    const kg = parsed === null ? null : unit === 'lb' ? lbToKg(parsed) : parsed;
    if (kg === null) issue('weight', 'weightInvalid');
    else if (kg < WEIGHT_KG_RANGE.min || kg > WEIGHT_KG_RANGE.max) {
      issue('weight', 'weightRange', { min: WEIGHT_KG_RANGE.min, max: WEIGHT_KG_RANGE.max });
    } else weightKg = kg;
  }

  let riegelExponent: number = RIEGEL_EXPONENT.default;
  if (values.exp !== '') {
    const parsed = parseDecimal(values.exp);
    if (parsed === null || parsed < RIEGEL_EXPONENT.min || parsed > RIEGEL_EXPONENT.max) {
      issue('exp', 'exponentRange', { min: RIEGEL_EXPONENT.min, max: RIEGEL_EXPONENT.max });
    } else riegelExponent = parsed;
  }

  const algorithm = (ALGORITHMS as readonly string[]).includes(values.algo) ? (values.algo as Algorithm) : 'average';

  if (issues.length > 0 || km === null || seconds === null) return { state: 'invalid', values, issues };
  return {
    state: 'valid',
    values,
    input: {
      distance: standard ? standard.key : 'custom',
      km,
      seconds,
      ...(sex ? { sex } : {}),
      ...(age !== undefined ? { age } : {}),
      ...(weightKg !== undefined ? { weightKg } : {}),
      algorithm,
      riegelExponent,
    },
  };
}

/** The first problem of each field, in form order (the page shows one message per field). */
export function firstIssueByField(issues: readonly FieldIssue[]): Map<QueryField, FieldIssue> {
  const first = new Map<QueryField, FieldIssue>();
  for (const i of issues) if (!first.has(i.field)) first.set(i.field, i);
  return first;
}
