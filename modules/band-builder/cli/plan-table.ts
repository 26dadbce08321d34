import { formatDuration } from '../../../src/lib/time-format.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatLength, formatPercent, formatSpeed } from '../../../src/lib/number-format.ts';
import { walkLabelDistance, withWalkRows, type BandPlan, type PlanLocale, type PlanRow } from '../../pacing/index.ts';
import { dictionary } from '../locales/messages.ts';

/** A band as a plain-text table, for the terminal, in a language (words, numbers, plurals). */
export function planTable(plan: BandPlan, locale: PlanLocale = 'en'): string {
  const T = dictionary(locale).planTable;
  const walkRow = dictionary(locale).builder.preview.walkRow;
  const strategies = dictionary(locale).builder.strategy;
  const mark: Record<PlanRow['kind'], string> = { lap: '', half: T.half, 'other-unit': '', mark: '', finish: T.finish };
  const header = [T.distance, T.split, fillTemplate(T.pace, { unit: plan.unit }), T.grade, T.elapsed, ''];
  // A km or mile mark on terrain rows tells the elapsed time only: its row's split, pace and grade are the stretch's.
  const rowLine = (row: PlanRow) => {
    const onlyElapsed = row.kind === 'mark';
    return [
      formatLength(locale, row.distance, row.unit, { maxDigits: 3 }),
      onlyElapsed ? '' : formatDuration(row.splitSeconds),
      onlyElapsed ? '' : formatDuration(row.paceSecondsPerUnit),
      onlyElapsed ? '' : formatPercent(locale, row.gradePercent, { signed: true }),
      formatDuration(row.elapsedSeconds),
      mark[row.kind],
    ];
  };
  // A walk row, as the band lays it between the rows: where the break starts (rounded down, so
  // 1.96 km never reads as the 2 km row), when, and "walk 1:00".
  const walkLine = (walk: NonNullable<BandPlan['walks']>[number]) => [
    formatLength(locale, walkLabelDistance(walk.bandDistance, 2), plan.unit, { maxDigits: 2 }),
    '',
    '',
    '',
    formatDuration(walk.elapsedSeconds),
    fillTemplate(walkRow, { time: formatDuration(walk.seconds) }),
  ];
  const body = withWalkRows(plan, rowLine, walkLine);
  const widths = header.map((h, c) => Math.max(h.length, ...body.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, c) => (c === 0 || c === 5 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0)))
      .join('  ')
      .trimEnd();
  const strategy = { 'even-pace': strategies.evenPace, 'even-effort': strategies.evenEffort, 'effort-x2': strategies.effortX2 }[
    plan.strategy
  ];
  const model = plan.strategy !== 'even-pace' && plan.effortModel ? ` (${strategies[plan.effortModel]})` : '';
  const track =
    plan.trackDistanceM !== undefined
      ? fillTemplate(T.track, { length: formatLength(locale, plan.trackDistanceM / 1000, 'km', { minDigits: 2, maxDigits: 2 }) })
      : '';
  const title = fillTemplate(
    T.title,
    {
      goal: formatDuration(plan.totalSeconds),
      distance: formatLength(locale, plan.distanceM / 1000, 'km', { maxDigits: 3 }),
      track,
      strategy: strategy ?? plan.strategy,
      model,
      count: plan.count,
    },
    locale,
  );
  const walk =
    plan.walkBreaks && plan.walkBreaks > 0
      ? `\n${fillTemplate(
          T.walk,
          {
            breaks: plan.walkBreaks,
            walking: formatDuration(plan.walkSeconds ?? 0),
            pace: formatDuration(plan.runningPaceSecondsPerUnit ?? 0),
            unit: plan.unit,
            speed: formatSpeed(locale, plan.walkSpeedPerHour ?? 0, plan.unit, { maxDigits: 1 }),
          },
          locale,
        )}`
      : '';
  return [title + walk, line(header), ...body.map(line)].join('\n');
}
