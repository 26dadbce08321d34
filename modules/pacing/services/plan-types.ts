/**
 * The contract between the pacing engine (which plans rows) and its consumers (the band renderer,
 * the build page, the API, the CLI). Plain data only.
 */
export type DistanceUnit = 'km' | 'mi';
export type PaceStrategy = 'even-pace' | 'even-effort' | 'effort-x2';
/**
 * How a grade turns into effort (docs/decisions/0004-pacing-model.md): `runners` follows real
 * runners' heart-rate data (Strava's grade-adjusted pace, 2017), `metabolic` the laboratory energy
 * cost of Minetti et al. (2002), `mine` the runner's own curve ("My hills", issue 27), which the
 * caller hands in as data (PlanInput.hillFactors).
 */
export type EffortModel = 'runners' | 'metabolic' | 'mine';
/** A grade (rise over run) → time per metre relative to the flat: a grade model given as a curve. */
export type GradeRatio = (grade: number) => number;
/**
 * 'lap' rows (a distance mark, or with terrain rows the end of a stretch) and the 'finish' add up
 * to the goal; 'half', 'other-unit' and 'mark' (a km or mile mark printed on top of terrain rows)
 * are markers that show the elapsed time only.
 */
export type RowKind = 'lap' | 'half' | 'other-unit' | 'mark' | 'finish';
type RowsBy = 'distance' | 'terrain';
/** Which lap-time column the band prints, if any (a renderer concern carried through the plan). */
type LapTimeDisplay = 'hide' | 'km' | 'mi';
type RowOrder = 'asc' | 'desc';

export interface PlanRow {
  /** Distance mark in `unit` (e.g. 5 for "5 km", 3.1069 for an other-unit 5 km row when unit is mi). */
  distance: number;
  /** Unit of `distance`: the band's unit, or the other unit for 'other-unit' rows. */
  unit: DistanceUnit;
  /** Distance from the start in metres (for charts and sorting). */
  distanceM: number;
  /**
   * Whole seconds since the previous lap row (a 'lap' or the start; in ascending order). Lap and
   * finish rows add up to the goal; on marker rows ('half', 'other-unit') it is the time into the
   * current lap, which a band does not print (marker rows show the elapsed time only).
   */
  splitSeconds: number;
  /** Whole seconds since the start; the finish row equals the goal time. */
  elapsedSeconds: number;
  /** Average pace over the split (from the previous lap row), seconds per band unit. */
  paceSecondsPerUnit: number;
  /** Average grade over the split, percent (positive is uphill); on terrain rows, the stretch's mean grade. */
  gradePercent: number;
  kind: RowKind;
  /** `distance` expressed in the band's unit (differs from `distance` only on 'other-unit' rows). */
  bandDistance?: number;
  /** Pace while running over the split, walk breaks excluded, seconds per band unit. */
  runPaceSecondsPerUnit?: number;
}

/** Rows that start a new split: laps and the finish. The others are markers on the way. */
export function isLapRow(kind: RowKind): boolean {
  return kind === 'lap' || kind === 'finish';
}

/** One walk break of the plan: where it starts and how long it lasts. */
export interface WalkBreak {
  /** Start of the break, metres from the start. */
  distanceM: number;
  /** The same in the band's unit. */
  bandDistance: number;
  /** Whole seconds since the start when the break begins. */
  elapsedSeconds: number;
  /** Length of the break, whole seconds. */
  seconds: number;
}

export interface BandPlan {
  /** The target time of this band, seconds. */
  totalSeconds: number;
  /** How many copies of this band the user asked for. */
  count: number;
  unit: DistanceUnit;
  distanceM: number;
  strategy: PaceStrategy;
  /** The grade model behind the strategy (absent on plans made before there was a choice: metabolic). */
  effortModel?: EffortModel;
  /** How the rows were cut (absent on plans made before terrain rows: distance). */
  rowsBy?: RowsBy;
  /** The dials the plan was made with, presets resolved (absent on older plans). */
  uphillEffort?: number;
  downhillEffort?: number;
  negativeSplitPercent?: number;
  /** The track's own measured length, metres, when the plan laid it over another distance. */
  trackDistanceM?: number;
  /** Rows in print order (ascending or descending as asked). */
  rows: PlanRow[];
  order?: RowOrder;
  lapTimes?: LapTimeDisplay;
  /** Goal time over distance, seconds per band unit (walk breaks included). */
  averagePaceSecondsPerUnit?: number;
  /** Average pace while running, walk breaks excluded, seconds per band unit. */
  runningPaceSecondsPerUnit?: number;
  /** Total time spent in walk breaks, seconds (0 for a continuous run). */
  walkSeconds?: number;
  /** Number of walk breaks taken before the finish. */
  walkBreaks?: number;
  /** Each walk break, ascending (printed as walk rows between the distance rows). */
  walks?: WalkBreak[];
  /** Walking speed during the breaks, band units per hour (present when the plan walks). */
  walkSpeedPerHour?: number;
  /** Race-day heat, when given: the goal as entered and how much the heat added (`totalSeconds` includes it). */
  conditions?: PlanConditions;
  /** The planned late fade, when asked: from `fromM` on, each unit `secondsPerUnit` slower. */
  fade?: { fromM: number; secondsPerUnit: number };
  /** On an A/B band: the second goal's plan over the same rows, printed as the B columns. */
  alternate?: BandPlan;
}

export interface PlanConditions {
  temperature: number;
  dewPoint: number;
  scale: 'C' | 'F';
  /** How much slower than in cool weather, per cent (one decimal). */
  percent: number;
  /** The goal as entered, before the heat. */
  goalSeconds: number;
  /** Past the rule's chart: hard running is not recommended. */
  beyondChart: boolean;
}
