import { formatLength, formatNumber, formatPercent, formatSpeed } from '../../../src/lib/number-format.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
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
export type PrintedColumn = BandColumn | 'lap';

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
  if (!plan.lapTimes || plan.lapTimes === 'hide') return out;
  const split = columns.indexOf('split');
  const elapsed = columns.indexOf('elapsed');
  out.splice(split >= 0 ? split + 1 : elapsed >= 0 ? elapsed : out.length, 0, 'lap');
  return out;
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
function cellText(row: PlanRow, column: PrintedColumn, plan: BandPlan, locale: Locale): string {
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
function walkCells(walk: NonNullable<BandPlan['walks']>[number], columns: readonly PrintedColumn[], locale: Locale): string[] {
  const label = printable(bandMessage(locale, 'walkRow', { time: formatDuration(walk.seconds) }));
  const labelAt = ['split', 'pace', 'lap', 'slope'].map((c) => columns.indexOf(c as PrintedColumn)).find((i) => i >= 0);
  return columns.map((c, i) => {
    if (i === labelAt) return label;
    // Rounded down: a break at 1.96 km reads 1.9, never a second "2" just before the 2 km row.
    if (c === 'distance') return labelAt === undefined ? label : formatDistance(walkLabelDistance(walk.bandDistance, 1), locale);
    if (c === 'elapsed') return formatDuration(walk.elapsedSeconds);
    return '';
  });
}

/** Every printed row in print order: the plan's rows with the walk breaks laid between them. */
export function rowCells(plan: BandPlan, columns: readonly PrintedColumn[], locale: Locale = 'en'): RowCells[] {
  const ascending = plan.order === 'desc' ? [...plan.rows].reverse() : plan.rows;
  const walks = plan.walks ?? [];
  const out: RowCells[] = [];
  let w = 0;
  for (const row of ascending) {
    // A break that starts at a row's mark comes after it (the runner reaches the mark, then walks).
    while (walks[w] && walks[w]!.distanceM < row.distanceM - 1e-6)
      out.push({ kind: 'walk', cells: walkCells(walks[w++]!, columns, locale) });
    out.push({ kind: row.kind, cells: columns.map((c) => cellText(row, c, plan, locale)) });
    while (walks[w] && walks[w]!.distanceM <= row.distanceM + 1e-6)
      out.push({ kind: 'walk', cells: walkCells(walks[w++]!, columns, locale) });
  }
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
  return columns.map((c) => {
    if (c === 'pace' && walking) return printable(bandMessage(locale, 'colRunPace', { unit: plan.unit }));
    return printable(bandMessage(locale, COLUMN_CODES[c], { unit: c === 'lap' ? (plan.lapTimes ?? plan.unit) : plan.unit }));
  });
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
