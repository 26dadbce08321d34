import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { KM_PER_MI } from '../../../src/lib/units.ts';
// Only the type: band-definition.ts reads definitions with zod, which this file (in the browser's bundle) must not load.
import type { BandDefinition } from '../services/build/band-definition.ts';

/**
 * What the build form edits: the band definition's settings as typed (text, so a half-typed number
 * stays on screen), plus the distance as chosen (a preset or a custom number in the band's unit).
 * It never leaves the page: links, saved bands and the API carry the band definition
 * (toDefinition), and the page opens one with stateFromLink (open-definition.server.ts).
 */
export interface BuilderState {
  /** A preset id, 'custom', or 'course' (the course's own length, snapped to its race distance). */
  distance: { preset: string; custom: string };
  plan: {
    bands: Array<{ count: number; goal: string }>;
    unit: 'km' | 'mi';
    strategy: 'even-effort' | 'even-pace' | 'effort-x2';
    effortModel: 'runners' | 'metabolic' | 'mine';
    /** On a course: plan over the track's measured length instead of snapping it to the race distance. */
    keepMeasuredLength: boolean;
    /** Rows every `every` units, or one row per climb, descent and flat stretch of the course. */
    rowsBy: 'distance' | 'terrain';
    /** On terrain rows: km (mi) marker rows on top, elapsed time only. */
    terrainMarks: boolean;
    /** The dials, as typed; '' takes the strategy preset's value (a preset resets them). */
    uphillEffort: string;
    downhillEffort: string;
    /** Second half this many per cent faster than the first (negative: a positive split). */
    negativeSplit: string;
    every: string;
    half: boolean;
    otherUnit: boolean;
    order: 'asc' | 'desc';
    lapTimes: 'hide' | 'km' | 'mi';
    start: { kind: 'slow' | 'regular' | 'fast'; over: string };
    finish: { kind: 'slow' | 'regular' | 'fast'; over: string };
    walk: { kind: 'none' | 'duration' | 'distance' | 'aid'; runMinutes: string; every: string; walkSeconds: string };
    walkSpeed: string;
    /** Race-day weather, as typed (modules/pacing heat-adjustment.ts); used when `on`. */
    conditions: { on: boolean; temperature: string; dewPoint: string; scale: 'C' | 'F' };
    /** A planned late fade, as typed: from `after` units on, `seconds` slower per unit; used when `on`. */
    fade: { on: boolean; after: string; seconds: string };
    /** The first two goals side by side on one strip. */
    abBand: boolean;
  };
  band: {
    title: string;
    /** A theme's id, or '' for none (colours only). */
    theme: string;
    size: { unit: 'cm' | 'in'; wrist: string; width: string; allowance: boolean };
    columns: string[];
    style: {
      fontFamily: string;
      fontStyle: string;
      textColor: string;
      backgroundColor: string;
      borderColor: string;
      evenRowColor: string;
      oddRowColor: string;
      opacity: string;
    };
  };
  paper: { paper: string; orientation: string; margins: string; gap: string; cutMarks: boolean };
}

export const DEFAULT_STATE: BuilderState = {
  distance: { preset: 'marathon', custom: '' },
  plan: {
    bands: [{ count: 1, goal: '4:00:00' }],
    unit: 'km',
    strategy: 'even-effort',
    effortModel: 'runners',
    keepMeasuredLength: false,
    rowsBy: 'distance',
    terrainMarks: false,
    uphillEffort: '',
    downhillEffort: '',
    negativeSplit: '0',
    every: '1',
    half: true,
    otherUnit: false,
    order: 'asc',
    lapTimes: 'hide',
    start: { kind: 'regular', over: '0' },
    finish: { kind: 'regular', over: '0' },
    walk: { kind: 'none', runMinutes: '9', every: '1.6', walkSeconds: '60' },
    walkSpeed: '6',
    conditions: { on: false, temperature: '20', dewPoint: '12', scale: 'C' },
    fade: { on: false, after: '32', seconds: '10' },
    abBand: false,
  },
  band: {
    title: '',
    theme: '',
    size: { unit: 'cm', wrist: '17', width: '3', allowance: true },
    columns: ['distance', 'split', 'elapsed'],
    style: {
      fontFamily: 'roboto-condensed',
      fontStyle: 'normal',
      textColor: '#111827',
      backgroundColor: '#ffffff',
      borderColor: '#1f2937',
      evenRowColor: '#ffffff',
      oddRowColor: '#e8f0fa',
      opacity: '1',
    },
  },
  paper: { paper: 'A4', orientation: 'portrait', margins: 'medium', gap: 'small', cutMarks: true },
};

export const METRES_PER_UNIT = { km: 1000, mi: 1609.344 } as const;

/** A number typed in a form ("4,5" as well as "4.5"); NaN when it is not one, for the schema to refuse. */
function num(text: string): number {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' ? Number.NaN : value;
}

/** The band definition of the form (and of the course the page is about, if any); the API validates it. */
export function toDefinition(state: BuilderState, courseUuid?: string): BandDefinition {
  const { plan, band } = state;
  const preset = DISTANCE_PRESETS.find((p) => p.id === state.distance.preset);
  const onCourse = state.distance.preset === 'course';
  const distanceM = preset ? preset.metres : num(state.distance.custom) * METRES_PER_UNIT[plan.unit];
  const walk =
    plan.walk.kind === 'duration'
      ? { kind: 'duration', runMinutes: num(plan.walk.runMinutes), walkSeconds: num(plan.walk.walkSeconds) }
      : plan.walk.kind === 'distance'
        ? { kind: 'distance', every: num(plan.walk.every), walkSeconds: num(plan.walk.walkSeconds) }
        : plan.walk.kind === 'aid'
          ? { kind: 'aid', walkSeconds: num(plan.walk.walkSeconds) }
          : { kind: 'none' };
  return {
    // BAND_DEFINITION_VERSION (a new version is a type error here).
    v: 1,
    plan: {
      bands: plan.bands.map((b) => ({ count: b.count, goal: b.goal })),
      ...(onCourse ? {} : { distanceM }),
      unit: plan.unit,
      strategy: plan.strategy,
      effortModel: plan.effortModel,
      ...(onCourse && plan.keepMeasuredLength ? { keepMeasuredLength: true } : {}),
      rowsBy: plan.rowsBy,
      ...(plan.rowsBy === 'terrain' ? { terrainMarks: plan.terrainMarks } : {}),
      ...(plan.uphillEffort.trim() === '' ? {} : { uphillEffort: num(plan.uphillEffort) }),
      ...(plan.downhillEffort.trim() === '' ? {} : { downhillEffort: num(plan.downhillEffort) }),
      negativeSplitPercent: num(plan.negativeSplit),
      every: num(plan.every),
      half: plan.half,
      otherUnit: plan.otherUnit,
      order: plan.order,
      lapTimes: plan.lapTimes,
      start: { kind: plan.start.kind, over: num(plan.start.over) },
      finish: { kind: plan.finish.kind, over: num(plan.finish.over) },
      walk,
      ...(plan.walk.kind === 'none' ? {} : { walkSpeed: num(plan.walkSpeed) }),
      ...(plan.conditions.on
        ? {
            conditions: {
              temperature: num(plan.conditions.temperature),
              dewPoint: num(plan.conditions.dewPoint),
              scale: plan.conditions.scale,
            },
          }
        : {}),
      ...(plan.fade.on ? { fade: { after: num(plan.fade.after), secondsPerUnit: num(plan.fade.seconds) } } : {}),
      ...(plan.abBand ? { abBand: true } : {}),
    },
    band: {
      title: band.title,
      size: { unit: band.size.unit, wrist: num(band.size.wrist), width: num(band.size.width), allowance: band.size.allowance },
      columns: band.columns,
      style: { ...band.style, opacity: num(band.style.opacity) },
    },
    paper: state.paper,
    ...(courseUuid ? { courseUuid } : {}),
    ...(band.theme ? { themeId: band.theme } : {}),
  };
}

const CM_PER_IN = 2.54;

/** A length typed in one unit, in the other: cm to one decimal, inches to two; text that is not a number stays. */
function convertLength(text: string, from: 'cm' | 'in', to: 'cm' | 'in'): string {
  const value = num(text);
  if (from === to || !Number.isFinite(value)) return text;
  const converted = to === 'in' ? value / CM_PER_IN : value * CM_PER_IN;
  const digits = to === 'in' ? 100 : 10;
  return String(Math.round(converted * digits) / digits);
}

/** Switching the size unit converts the wrist and width already typed, so 17 cm reads 6.69 in. */
export function switchSizeUnit(state: BuilderState, unit: 'cm' | 'in'): void {
  const size = state.band.size;
  if (size.unit === unit) return;
  size.wrist = convertLength(size.wrist, size.unit, unit);
  size.width = convertLength(size.width, size.unit, unit);
  size.unit = unit;
}

/**
 * Switching the band's unit converts the walking speed typed (it is in the unit per hour), so
 * 6 km/h reads 3.7 mph, not 6 mph, and back; text that is not a number stays.
 */
export function switchPlanUnit(state: BuilderState, unit: 'km' | 'mi'): void {
  const plan = state.plan;
  if (plan.unit === unit) return;
  const value = num(plan.walkSpeed);
  if (Number.isFinite(value)) {
    const converted = unit === 'mi' ? value / KM_PER_MI : value * KM_PER_MI;
    plan.walkSpeed = String(Math.round(converted * 10) / 10);
  }
  // The fade too: "after 32 km" is after 19.9 mi, and 10 s/km is 16 s/mi.
  const perUnit = unit === 'mi' ? KM_PER_MI : 1 / KM_PER_MI;
  const after = num(plan.fade.after);
  const seconds = num(plan.fade.seconds);
  if (Number.isFinite(after)) plan.fade.after = String(Math.round((after / perUnit) * 10) / 10);
  if (Number.isFinite(seconds)) plan.fade.seconds = String(Math.round(seconds * perUnit));
  plan.unit = unit;
}
