import { formatDuration } from '../../../src/lib/time-format.ts';
import type { BandPlan, PlanRow, PaceStrategy } from '../services/plan-types.ts';
import type { BandColumn } from './band-settings.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import { bandMessage } from './band-messages.ts';

/** The printed text of one row, cell by cell, plus how it is emphasised. */
export interface RowCells {
  cells: string[];
  kind: PlanRow['kind'];
}

const MINUS = '\u2212';

function formatDistance(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1);
}

function formatGrade(percent: number): string {
  const rounded = Math.round(percent * 10) / 10;
  if (rounded === 0) return '0.0%';
  return `${rounded > 0 ? '+' : MINUS}${Math.abs(rounded).toFixed(1)}%`;
}

function cellText(row: PlanRow, column: BandColumn, plan: BandPlan): string {
  switch (column) {
    case 'distance':
      // Other-unit rows name their own unit ("5 km" on a mile band) so they cannot be misread.
      return row.kind === 'other-unit' && row.unit !== plan.unit
        ? `${formatDistance(row.distance)} ${row.unit}`
        : formatDistance(row.bandDistance ?? row.distance);
    case 'split':
      return formatDuration(row.splitSeconds);
    case 'pace':
      return formatDuration(row.paceSecondsPerUnit);
    case 'slope':
      return formatGrade(row.gradePercent);
    case 'elapsed':
      return formatDuration(row.elapsedSeconds);
  }
}

export function rowCells(plan: BandPlan, columns: readonly BandColumn[]): RowCells[] {
  return plan.rows.map((row) => ({ kind: row.kind, cells: columns.map((c) => cellText(row, c, plan)) }));
}

const COLUMN_CODES = {
  distance: 'colDistance',
  split: 'colSplit',
  pace: 'colPace',
  slope: 'colSlope',
  elapsed: 'colElapsed',
} as const;

export function columnHeads(plan: BandPlan, columns: readonly BandColumn[], locale: Locale): string[] {
  return columns.map((c) => bandMessage(locale, COLUMN_CODES[c], { unit: plan.unit }));
}

const STRATEGY_CODES: Record<PaceStrategy, string> = {
  'even-pace': 'strategyEvenPace',
  'even-effort': 'strategyEvenEffort',
  'effort-x2': 'strategyEffortX2',
};

export function strategyLabel(strategy: PaceStrategy, locale: Locale): string {
  return bandMessage(locale, STRATEGY_CODES[strategy]);
}
