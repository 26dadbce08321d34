'use client';
import { useState, type ReactNode } from 'react';
import type { Locale } from '../../../src/i18n/locales.ts';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { formatLength, formatPercent } from '../../../src/lib/number-format.ts';
import { ElevationChart } from '../../../src/ui/elevation-chart.tsx';
import type { BuilderLabels, CourseChart, PreviewResult } from './builder-labels.ts';
import { BandPicture } from './band-picture.client.tsx';
import { lapTimeSeconds, walkLabelDistance, withWalkRows } from '../../pacing/client.ts';
import { DEFAULT_PNG_DPI, PNG_DPIS, type PngDpi } from '../../band-render/client.ts';

interface Props {
  /** The page's language: numbers in the table are written as it writes them. */
  locale: Locale;
  labels: BuilderLabels;
  preview: PreviewResult | null;
  updating: boolean;
  hasErrors: boolean;
  downloads: { pdf: string; png: string };
  onShare: () => void;
  shared: boolean;
  save: ReactNode;
  chart: CourseChart | null;
  /** Said beside the share button before copying (a private course is shared as a read-only copy). */
  shareNote?: string | null;
}

/** "42.2 km", "42,2 km": at most two decimals, as the band's rows name their distance. */
function distanceText(locale: Locale, distance: number, unit: 'km' | 'mi'): string {
  return formatLength(locale, distance, unit, { maxDigits: 2 });
}

type Plan = PreviewResult['plans'][number];
type TableRow = { key: string; kind: string; distance: string; split: string; pace: string; lap: string; slope: string; elapsed: string };

/** The time of the last km or mile lap up to a row (empty before the first whole one). */
function lapText(plan: Plan, row: Plan['rows'][number], unit: 'km' | 'mi'): string {
  const seconds = lapTimeSeconds(plan, row, unit);
  return seconds === null ? '' : formatDuration(seconds);
}

/**
 * The split table as the band prints it: lap rows with their split, pace and slope; marker rows
 * (half-way, other unit) with the elapsed time only; walk breaks laid between them.
 */
function tableRows(plan: Plan, walkLabel: string, locale: Locale): TableRow[] {
  const walking = (plan.walkBreaks ?? 0) > 0;
  const lapUnit = plan.lapTimes && plan.lapTimes !== 'hide' ? plan.lapTimes : null;
  const walkRow = (walk: NonNullable<Plan['walks']>[number], i: number): TableRow => ({
    key: `w${i}`,
    kind: 'walk',
    // Rounded down: a break at 1.996 km reads 1.99 km, never "2 km" just before the 2 km row.
    distance: distanceText(locale, walkLabelDistance(walk.bandDistance, 2), plan.unit),
    split: fillTemplate(walkLabel, { time: formatDuration(walk.seconds) }),
    pace: '',
    lap: '',
    slope: '',
    elapsed: formatDuration(walk.elapsedSeconds),
  });
  const planRow = (row: Plan['rows'][number], i: number): TableRow => {
    const lap = row.kind === 'lap' || row.kind === 'finish';
    const pace = walking && row.runPaceSecondsPerUnit ? row.runPaceSecondsPerUnit : row.paceSecondsPerUnit;
    return {
      key: `r${i}`,
      kind: row.kind,
      distance: distanceText(locale, row.distance, row.unit),
      split: lap ? formatDuration(row.splitSeconds) : '',
      pace: lap ? formatDuration(pace) : '',
      // The lap-time column: the time of the last km or mile lap up to this row, as the band prints it.
      lap: lap && lapUnit ? lapText(plan, row, lapUnit) : '',
      slope: lap ? formatPercent(locale, row.gradePercent, { signed: true }) : '',
      elapsed: formatDuration(row.elapsedSeconds),
    };
  };
  return withWalkRows(plan, planRow, walkRow);
}

/** The band as it will print, the split table and the downloads. */
export function PreviewPanel({ locale, labels, preview, updating, hasErrors, downloads, onShare, shared, save, chart, shareNote }: Props) {
  const [chosen, setChosen] = useState(0);
  const [dpi, setDpi] = useState<PngDpi>(DEFAULT_PNG_DPI);
  const plans = preview?.plans ?? [];
  const index = Math.min(chosen, Math.max(0, plans.length - 1));
  const plan = plans[index];
  const lapUnit = plan?.lapTimes && plan.lapTimes !== 'hide' ? plan.lapTimes : null;
  const images = preview?.bands ?? [];
  const L = labels.preview;
  return (
    <section className="builder-preview card stack" aria-labelledby="preview-title">
      <h2 id="preview-title">{L.title}</h2>
      <p className="preview-status" aria-live="polite">
        {updating ? L.updating : hasErrors ? L.fix : (images[0]?.layout.note ?? '')}
      </p>
      {images.length > 0 && (
        <div className="band-previews" role="group" aria-label={L.bandsTitle}>
          {images.map((image, i) => {
            const p = plans[i];
            if (!p) return null;
            return (
              <figure key={i} className="band-preview">
                <BandPicture
                  src={image.src ?? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.svg ?? '')}`}
                  alt={fillTemplate(L.alt, { goal: formatDuration(p.totalSeconds) })}
                />
                <figcaption>
                  <strong>{fillTemplate(L.bandCaption, { goal: formatDuration(p.totalSeconds), count: p.count })}</strong>
                  {i > 0 && image.layout.note ? <small className="band-note">{image.layout.note}</small> : null}
                </figcaption>
              </figure>
            );
          })}
        </div>
      )}
      {plan?.walkBreaks ? (
        <p className="walk-summary">
          {fillTemplate(L.runPace, { pace: `${formatDuration(plan.runningPaceSecondsPerUnit ?? 0)}/${plan.unit}` })}
          <br />
          {fillTemplate(L.walkTotal, { count: plan.walkBreaks, time: formatDuration(plan.walkSeconds ?? 0) }, locale)}
        </p>
      ) : null}
      <div className="downloads">
        <a className="btn" href={downloads.pdf} download aria-disabled={hasErrors || undefined}>
          {labels.download.pdf}
        </a>
        <a className="btn btn-secondary" href={`${downloads.png}&dpi=${dpi}`} download aria-disabled={hasErrors || undefined}>
          {labels.download.png}
        </a>
        <label className="png-dpi">
          {labels.download.dpi}{' '}
          <select value={dpi} onChange={(event) => setDpi(Number(event.target.value) as PngDpi)}>
            {PNG_DPIS.map((value) => (
              <option key={value} value={value}>
                {fillTemplate(labels.download.dpiOption, { dpi: value })}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-secondary" onClick={onShare}>
          {shared ? labels.download.copied : labels.download.share}
        </button>
      </div>
      {shareNote && (
        <p className="share-note" role="note">
          {shareNote}
        </p>
      )}
      <p className="muted">
        <small>{labels.download.pngNote}</small>
        <br />
        <small>{labels.download.printNote}</small>
      </p>
      {save}
      {chart && plan && (
        <figure className="builder-chart">
          <figcaption>{labels.race.elevation}</figcaption>
          {/* Split marks are on the race distance; the chart spans the course file's own length. */}
          <ElevationChart
            profile={chart}
            unit={plan.unit}
            marks={plan.rows.filter((r) => r.kind !== 'finish').map((r) => (r.distanceM * chart.distanceM) / plan.distanceM)}
            labels={{ title: labels.race.elevation, distanceAxis: plan.unit, elevationAxis: 'm' }}
          />
        </figure>
      )}
      {plans.length > 1 && (
        <div className="field">
          <label htmlFor="table-plan">{L.tableFor}</label>
          <select id="table-plan" value={index} onChange={(event) => setChosen(Number(event.target.value))}>
            {plans.map((p, i) => (
              <option key={i} value={i}>
                {formatDuration(p.totalSeconds)}
              </option>
            ))}
          </select>
        </div>
      )}
      {plan && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={L.table}>
          <table className="splits-table">
            <caption className="visually-hidden">{L.table}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.splits.distance}</th>
                <th scope="col">{labels.splits.split}</th>
                <th scope="col">{labels.splits.pace}</th>
                {lapUnit && <th scope="col">{fillTemplate(labels.splits.lapTime, { unit: lapUnit })}</th>}
                <th scope="col">{labels.splits.slope}</th>
                <th scope="col">{labels.splits.elapsed}</th>
              </tr>
            </thead>
            <tbody>
              {tableRows(plan, L.walkRow, locale).map((row) => (
                <tr key={row.key} className={`row-${row.kind}`}>
                  <td>{row.distance}</td>
                  <td>{row.split}</td>
                  <td>{row.pace}</td>
                  {lapUnit && <td>{row.lap}</td>}
                  <td>{row.slope}</td>
                  <td>{row.elapsed}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
