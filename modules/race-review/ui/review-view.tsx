import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatLength } from '../../../src/lib/number-format.ts';
import { isLapRow } from '../../pacing/index.ts';
import { dictionary } from '../locales/messages.ts';
import { formatClock } from '../services/review-format.ts';
import type { RaceReview, ReviewRow } from '../services/review-types.ts';
import { GapChart } from './gap-chart.tsx';

type Labels = ReturnType<typeof dictionary>['raceReview'];

function markOf(row: Pick<ReviewRow, 'kind' | 'distance' | 'unit'>, locale: Locale, L: Labels): string {
  if (row.kind === 'finish') return L.table.finish;
  if (row.kind === 'half') return L.table.half;
  return formatLength(locale, row.distance, row.unit, { maxDigits: 2 });
}

/** What the summary says: the biggest losses, a fade, the finish against the plan. */
function summaryLines(review: RaceReview, locale: Locale, L: Labels): string[] {
  const lines: string[] = [];
  const total = review.totalActualSeconds;
  lines.push(
    total === null
      ? L.noFinish
      : fillTemplate(L.total, {
          actual: formatClock(total),
          planned: formatClock(review.totalPlannedSeconds),
          delta: formatClock(total - review.totalPlannedSeconds, true),
        }),
  );
  const { losses, fadeAfter } = review.summary;
  lines.push(
    losses.length === 0
      ? L.lossesNone
      : fillTemplate(L.losses, {
          list: losses
            .map((loss) => fillTemplate(L.loss, { seconds: loss.seconds, mark: markOf({ kind: 'lap', ...loss }, locale, L) }, locale))
            .join(', '),
        }),
  );
  lines.push(
    fadeAfter
      ? fillTemplate(L.fade, { mark: markOf({ kind: 'lap', ...fadeAfter }, locale, L), seconds: fadeAfter.seconds }, locale)
      : L.noFade,
  );
  return lines;
}

/**
 * One race review: the summary in words, the gap chart with the heights, and the table of rows
 * (planned, actual, delta, split, grade-adjusted pace, heart rate where the file had it).
 * Server-rendered, read-only; `children` are the owner's actions (share link, delete).
 */
export function ReviewView({
  locale,
  review,
  heading,
  children,
}: {
  locale: Locale;
  review: RaceReview;
  heading?: string;
  children?: React.ReactNode;
}) {
  const L = dictionary(locale).raceReview;
  const pace = (s: number | null | undefined) =>
    typeof s === 'number' ? fillTemplate(L.table.perUnit, { pace: formatClock(s), unit: review.unit }) : '–';
  return (
    <section className="rr-review stack" aria-label={heading ?? L.heading}>
      {heading && <h3>{heading}</h3>}
      <div className="rr-summary">
        <h4>{L.summaryHeading}</h4>
        <ul>
          {summaryLines(review, locale, L).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        {!review.onCourse && <p className="muted">{L.offCourse}</p>}
      </div>
      <GapChart review={review} labels={{ title: L.chartTitle, ahead: L.chartAhead, behind: L.chartBehind }} />
      <div className="rr-table-wrap">
        <table className="rr-table">
          <caption>{L.table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{L.table.mark}</th>
              <th scope="col">{L.table.planned}</th>
              <th scope="col">{L.table.actual}</th>
              <th scope="col">{L.table.delta}</th>
              <th scope="col">{L.table.split}</th>
              <th scope="col">{L.table.gap}</th>
              {review.hasHeartRate && <th scope="col">{L.table.heartRate}</th>}
            </tr>
          </thead>
          <tbody>
            {review.rows.map((row) => (
              <tr key={`${row.kind}-${row.distanceM}`} className={isLapRow(row.kind) ? undefined : 'rr-marker'}>
                <th scope="row">{markOf(row, locale, L)}</th>
                <td>{formatClock(row.plannedSeconds)}</td>
                <td>{row.actualSeconds === null ? L.table.notReached : formatClock(row.actualSeconds)}</td>
                <td className={row.deltaSeconds === null ? undefined : row.deltaSeconds > 0 ? 'rr-behind' : 'rr-ahead'}>
                  {row.deltaSeconds === null ? '–' : formatClock(row.deltaSeconds, true)}
                </td>
                <td>{typeof row.actualSplitSeconds === 'number' ? formatClock(row.actualSplitSeconds) : ''}</td>
                <td>{isLapRow(row.kind) ? pace(row.gradeAdjustedPace) : ''}</td>
                {review.hasHeartRate && (
                  <td>{typeof row.heartRate === 'number' ? fillTemplate(L.table.bpm, { bpm: row.heartRate }) : ''}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="muted">{L.deltaHelp}</p>
      {children}
    </section>
  );
}
