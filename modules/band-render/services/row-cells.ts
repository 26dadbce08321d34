import { formatLength, formatNumber, formatPercent, formatSpeed } from '../../../src/lib/number-format.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { metresPerUnit } from '../../../src/lib/units.ts';
import {
  isLapRow,
  type BandPlan,
  type DistanceUnit,
  type PlanRow,
  type PaceStrategy,
  type RowKind,
  lapTimeSeconds,
  walkLabelDistance,
} from '../../pacing/index.ts';
import type { BandColumn } from './band-settings.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { bandMessage } from './band-messages.ts';

/** A printed row's kind: the plan's row kinds, plus the walk breaks laid between them. */
export type PrintedRowKind = RowKind | 'walk';

/**
 * What the band prints, column by column: the chosen columns, plus the lap-time column (the time
 * of the last km or mile lap, `plan.lapTimes`, modules/pacing/services/lap-times.ts) after the split when
 * the plan asks for one.
 */
export type PrintedColumn = BandColumn | 'lap' | BColumn;
/** The time columns an A/B band prints twice: the first goal's, then the second goal's ("-b"). */
type TimeColumn = 'split' | 'pace' | 'lap' | 'elapsed';
type BColumn = `${TimeColumn}-b`;
const TIME_COLUMNS: readonly PrintedColumn[] = ['split', 'pace', 'lap', 'elapsed'];
const isB = (column: PrintedColumn): column is BColumn => column.endsWith('-b');

/** The printed text of one row, cell by cell, plus how it is emphasised. */
export interface RowCells {
  cells: string[];
  kind: PrintedRowKind;
}

/**
 * A text as the band prints it: the band fonts have no narrow no-break space (U+202F, which Intl
 * puts before units and between thousands in French), so it prints as a no-break space.
 */
export function printable(text: string): string {
  return text.replace(/\u202f/g, '\u00a0');
}

/**
 * A band distance in the band's language, at most one decimal: "21.1" (en), "21,1" (fr). Terrain
 * rows end anywhere but are at least 200 m long (over 0.1 mi), so one decimal still tells each
 * row's end from the next one's.
 */
function formatDistance(value: number, locale: Locale): string {
  return printable(formatNumber(locale, value, { maxDigits: 1 }));
}

/**
 * "+0.6%", "−1.2%", "0.0%" (en); "+0,6 %" (fr). A terrain row's mean grade in whole per cent
 * ("+3%"): a stretch is cut where its grade changes, so the decimal tells the runner nothing.
 */
function formatGrade(percent: number, locale: Locale, terrain: boolean): string {
  const digits = terrain ? { minDigits: 0, maxDigits: 0 } : {};
  return printable(formatPercent(locale, percent, { signed: true, ...digits }));
}

const byTerrain = (plan: BandPlan) => plan.rowsBy === 'terrain';

/**
 * The columns printed: the chosen ones; terrain rows always print their grade (after the
 * distance), since the grade is what cut them; the lap-time column after the split if asked.
 */
export function printedColumns(plan: BandPlan, columns: readonly BandColumn[]): PrintedColumn[] {
  const out: PrintedColumn[] = [...columns];
  if (byTerrain(plan) && !out.includes('slope')) out.splice(out.includes('distance') ? out.indexOf('distance') + 1 : 0, 0, 'slope');
  if (!plan.lapTimes || plan.lapTimes === 'hide') return withB(plan, out);
  const split = columns.indexOf('split');
  const elapsed = columns.indexOf('elapsed');
  out.splice(split >= 0 ? split + 1 : elapsed >= 0 ? elapsed : out.length, 0, 'lap');
  return withB(plan, out);
}

/** An A/B band: the A goal's time columns, then the same columns for the B goal. */
function withB(plan: BandPlan, columns: PrintedColumn[]): PrintedColumn[] {
  if (!plan.alternate) return columns;
  const times = columns.filter((c) => TIME_COLUMNS.includes(c));
  return [...columns, ...times.map((c) => `${c}-b` as BColumn)];
}

/** Pace over the lap while running (walk breaks excluded when there are some), seconds per band unit. */
function runningPace(row: PlanRow, plan: BandPlan): number {
  return (plan.walkBreaks ?? 0) > 0 && row.runPaceSecondsPerUnit ? row.runPaceSecondsPerUnit : row.paceSecondsPerUnit;
}

function lapTime(row: PlanRow, plan: BandPlan, unit: DistanceUnit): string {
  const seconds = lapTimeSeconds(plan, row, unit);
  return seconds === null ? '' : formatDuration(seconds);
}

/**
 * Lap and finish rows print every column. Marker rows (half-way, other unit, km or mile marks) print their distance
 * and elapsed time only: a split always measures from the previous lap row, so a marker has none.
 */
function cellText(row: PlanRow, column: PrintedColumn, plan: BandPlan, locale: Locale, bRow?: PlanRow): string {
  if (isB(column)) {
    const b = plan.alternate;
    return b && bRow ? cellText(bRow, column.slice(0, -2) as TimeColumn, b, locale) : '';
  }
  const lapRow = isLapRow(row.kind);
  switch (column) {
    case 'distance':
      // Other-unit rows name their own unit ("5 km" on a mile band) so they cannot be misread.
      // Mark rows on terrain rows name their unit too ("5 km"): the lap rows around them end anywhere.
      return (row.kind === 'other-unit' && row.unit !== plan.unit) || row.kind === 'mark'
        ? printable(formatLength(locale, row.distance, row.unit, { maxDigits: 1 }))
        : formatDistance(row.bandDistance ?? row.distance, locale);
    case 'split':
      return lapRow ? formatDuration(row.splitSeconds) : '';
    case 'pace':
      return lapRow ? formatDuration(runningPace(row, plan)) : '';
    case 'lap':
      return lapRow && plan.lapTimes && plan.lapTimes !== 'hide' ? lapTime(row, plan, plan.lapTimes) : '';
    case 'slope':
      return lapRow ? formatGrade(row.gradePercent, locale, byTerrain(plan)) : '';
    case 'elapsed':
      return formatDuration(row.elapsedSeconds);
  }
}

/** A walk row: where the break starts, "walk 1:00" in the first time column, the time it starts. */
type Walk = NonNullable<BandPlan['walks']>[number];

/** A walk row: where the break starts, "walk 1:00" in the first time column, the time it starts (on an A/B band, each goal's). */
function walkCells(walk: Walk, columns: readonly PrintedColumn[], locale: Locale, bWalk?: Walk): string[] {
  const label = printable(bandMessage(locale, 'walkRow', { time: formatDuration(walk.seconds) }));
  const labelAt = ['split', 'pace', 'lap', 'slope'].map((c) => columns.indexOf(c as PrintedColumn)).find((i) => i >= 0);
  return columns.map((c, i) => {
    if (i === labelAt) return label;
    // Rounded down: a break at 1.96 km reads 1.9, never a second "2" just before the 2 km row.
    if (c === 'distance') return labelAt === undefined ? label : formatDistance(walkLabelDistance(walk.bandDistance, 1), locale);
    if (c === 'elapsed') return formatDuration(walk.elapsedSeconds);
    if (c === 'elapsed-b' && bWalk) return formatDuration(bWalk.elapsedSeconds);
    return '';
  });
}

/** Every printed row in print order: the plan's rows with the walk breaks laid between them. */
export function rowCells(plan: BandPlan, columns: readonly PrintedColumn[], locale: Locale = 'en'): RowCells[] {
  const inOrder = (p: BandPlan) => (p.order === 'desc' ? [...p.rows].reverse() : p.rows);
  const ascending = inOrder(plan);
  // An A/B band's second plan has the same rows and breaks (same marks, breaks at fixed places).
  const bRows = plan.alternate ? inOrder(plan.alternate) : [];
  const bWalks = plan.alternate?.walks ?? [];
  const walks = plan.walks ?? [];
  const out: RowCells[] = [];
  let w = 0;
  const walkRow = () => {
    const cells = walkCells(walks[w]!, columns, locale, bWalks[w]);
    w++;
    return { kind: 'walk' as const, cells };
  };
  ascending.forEach((row, r) => {
    // A break that starts at a row's mark comes after it (the runner reaches the mark, then walks).
    while (walks[w] && walks[w]!.distanceM < row.distanceM - 1e-6) out.push(walkRow());
    out.push({ kind: row.kind, cells: columns.map((c) => cellText(row, c, plan, locale, bRows[r])) });
    while (walks[w] && walks[w]!.distanceM <= row.distanceM + 1e-6) out.push(walkRow());
  });
  return plan.order === 'desc' ? out.reverse() : out;
}

const COLUMN_CODES = {
  distance: 'colDistance',
  split: 'colSplit',
  pace: 'colPace',
  lap: 'colLap',
  slope: 'colSlope',
  elapsed: 'colElapsed',
} as const;

export function columnHeads(plan: BandPlan, columns: readonly PrintedColumn[], locale: Locale): string[] {
  const walking = (plan.walkBreaks ?? 0) > 0;
  const head = (c: Exclude<PrintedColumn, BColumn>) => {
    if (c === 'pace' && walking) return printable(bandMessage(locale, 'colRunPace', { unit: plan.unit }));
    return printable(bandMessage(locale, COLUMN_CODES[c], { unit: c === 'lap' ? (plan.lapTimes ?? plan.unit) : plan.unit }));
  };
  // An A/B band names each time column's goal: "Time A", "Time B".
  return columns.map((c) => {
    if (isB(c)) return printable(bandMessage(locale, 'colGoalB', { head: head(c.slice(0, -2) as TimeColumn) }));
    return plan.alternate && TIME_COLUMNS.includes(c) ? printable(bandMessage(locale, 'colGoalA', { head: head(c) })) : head(c);
  });
}

/** The header's goal: "3:30:00", or on an A/B band "A 3:29:00 · B 3:35:00". */
export function goalLabel(plan: BandPlan, locale: Locale): string {
  const goal = formatDuration(plan.totalSeconds);
  if (!plan.alternate) return goal;
  return printable(bandMessage(locale, 'abGoals', { a: goal, b: formatDuration(plan.alternate.totalSeconds) }));
}

/**
 * Race day, one line each: "Heat 24/18 °C: +2.1 %" (temperature/dew point and what the heat adds
 * to the goal, which the band's goal includes) and "Fade +0:10/km after 30"; none when not asked.
 */
export function raceDayLines(plan: BandPlan, locale: Locale): string[] {
  const lines: string[] = [];
  const c = plan.conditions;
  if (c) {
    const degrees = (value: number) => formatNumber(locale, value, { maxDigits: 1 });
    lines.push(
      bandMessage(locale, 'heatLine', {
        temperature: degrees(c.temperature),
        dewPoint: degrees(c.dewPoint),
        scale: c.scale,
        percent: formatPercent(locale, c.percent, { signed: true, minDigits: 1, maxDigits: 1 }),
      }),
    );
  }
  if (c?.beyondChart) lines.push(bandMessage(locale, 'heatTooHot'));
  const fade = plan.fade;
  if (fade) {
    const after = formatNumber(locale, fade.fromM / metresPerUnit(plan.unit), { maxDigits: 1 });
    lines.push(bandMessage(locale, 'fadeLine', { seconds: formatDuration(fade.secondsPerUnit), unit: plan.unit, after }));
  }
  return lines.map(printable);
}

const STRATEGY_CODES: Record<PaceStrategy, string> = {
  'even-pace': 'strategyEvenPace',
  'even-effort': 'strategyEvenEffort',
  'effort-x2': 'strategyEffortX2',
};

/** The dials each strategy stands for (modules/pacing plan-settings.ts). */
const PRESET_DIALS: Record<PaceStrategy, [number, number]> = {
  'even-pace': [0, 0],
  'even-effort': [1, 1],
  'effort-x2': [2, 2],
};

/**
 * The strategy's name ("Even effort"), or the dials when they were moved off it ("Uphill 1.4 ·
 * downhill 0.8"), so the band never names a preset it was not planned with.
 */
export function strategyLabel(plan: Pick<BandPlan, 'strategy' | 'uphillEffort' | 'downhillEffort'>, locale: Locale): string {
  const [up, down] = PRESET_DIALS[plan.strategy];
  const uphill = plan.uphillEffort ?? up;
  const downhill = plan.downhillEffort ?? down;
  if (Math.abs(uphill - up) < 1e-9 && Math.abs(downhill - down) < 1e-9)
    return printable(bandMessage(locale, STRATEGY_CODES[plan.strategy]));
  const dial = (value: number) => formatNumber(locale, value, { minDigits: 1, maxDigits: 1 });
  return printable(bandMessage(locale, 'strategyDials', { up: dial(uphill), down: dial(downhill) }));
}

/** "Run 5:40/km · walk 24 × 1:00" for a run-walk plan, else null. */
export function walkSummary(plan: BandPlan, locale: Locale): string | null {
  const count = plan.walkBreaks ?? 0;
  if (count === 0) return null;
  const each = plan.walks?.[0]?.seconds ?? Math.round((plan.walkSeconds ?? 0) / count);
  // The walking speed in the band's unit ("3.7 mph"); plans made before it was stated say none.
  const speed = plan.walkSpeedPerHour;
  return printable(
    bandMessage(locale, speed === undefined ? 'walkSummary' : 'walkSummarySpeed', {
      pace: formatDuration(plan.runningPaceSecondsPerUnit ?? 0),
      unit: plan.unit,
      count,
      time: formatDuration(each),
      speed: speed === undefined ? '' : formatSpeed(locale, speed, plan.unit, { maxDigits: 1 }),
    }),
  );
}
