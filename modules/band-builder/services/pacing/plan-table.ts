import { formatDuration } from '../../../../src/lib/time-format.ts';
import type { BandPlan, PlanRow } from '../plan-types.ts';

const KIND_MARK: Record<PlanRow['kind'], string> = { lap: '', half: 'half', 'other-unit': '', finish: 'finish' };

const distanceLabel = (row: PlanRow) => `${Number(row.distance.toFixed(3))} ${row.unit}`;
const grade = (percent: number) => `${percent > 0 ? '+' : ''}${percent.toFixed(1)}%`;

/** A band as a plain-text table, for the terminal. */
export function planTable(plan: BandPlan): string {
  const header = ['distance', 'split', `pace/${plan.unit}`, 'grade', 'elapsed', ''];
  const body = plan.rows.map((row) => [
    distanceLabel(row),
    formatDuration(row.splitSeconds),
    formatDuration(row.paceSecondsPerUnit),
    grade(row.gradePercent),
    formatDuration(row.elapsedSeconds),
    KIND_MARK[row.kind],
  ]);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 || c === 5 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  const km = (plan.distanceM / 1000).toFixed(3).replace(/\.?0+$/, '');
  const model = plan.strategy !== 'even-pace' && plan.effortModel ? ` (${plan.effortModel})` : '';
  const track = plan.trackDistanceM !== undefined ? ` (track ${(plan.trackDistanceM / 1000).toFixed(2)} km, scaled)` : '';
  const title = `${formatDuration(plan.totalSeconds)} over ${km} km${track}, ${plan.strategy}${model}, ${plan.count} ${plan.count === 1 ? 'copy' : 'copies'}`;
  const walk =
    plan.walkBreaks && plan.walkBreaks > 0
      ? `\n${plan.walkBreaks} walk breaks, ${formatDuration(plan.walkSeconds ?? 0)} walking; run at ${formatDuration(plan.runningPaceSecondsPerUnit ?? 0)}/${plan.unit}`
      : '';
  return [title + walk, line(header), ...body.map(line)].join('\n');
}
