'use client';
import type { ReactNode } from 'react';
import { formatDuration } from '../../../src/lib/time-format.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { ElevationChart } from '../../../src/ui/elevation-chart.tsx';
import type { BuilderLabels, CourseChart, PreviewResult } from './builder-labels.ts';

interface Props {
  labels: BuilderLabels;
  preview: PreviewResult | null;
  updating: boolean;
  hasErrors: boolean;
  downloads: { pdf: string; png: string };
  onShare: () => void;
  shared: boolean;
  save: ReactNode;
  chart: CourseChart | null;
}

function distanceText(distance: number, unit: string): string {
  return `${Number(distance.toFixed(2))} ${unit}`;
}

/** The band as it will print, the split table and the downloads. */
export function PreviewPanel({ labels, preview, updating, hasErrors, downloads, onShare, shared, save, chart }: Props) {
  const plan = preview?.plans[0];
  const L = labels.preview;
  return (
    <section className="builder-preview card stack" aria-labelledby="preview-title">
      <h2 id="preview-title">{L.title}</h2>
      <p className="preview-status" aria-live="polite">
        {updating ? L.updating : hasErrors ? L.fix : (preview?.band?.layout.note ?? '')}
      </p>
      {preview?.band && plan && (
        <img
          className="band-image"
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.band.svg)}`}
          alt={fillTemplate(L.alt, { goal: formatDuration(plan.totalSeconds) })}
        />
      )}
      {plan?.walkBreaks ? (
        <p>
          {fillTemplate(L.runPace, { pace: `${formatDuration(plan.runningPaceSecondsPerUnit ?? 0)}/${plan.unit}` })}
          <br />
          {fillTemplate(L.walkTotal, { count: plan.walkBreaks, time: formatDuration(plan.walkSeconds ?? 0) })}
        </p>
      ) : null}
      <div className="downloads">
        <a className="btn" href={downloads.pdf} download aria-disabled={hasErrors || undefined}>
          {labels.download.pdf}
        </a>
        <a className="btn btn-secondary" href={downloads.png} download aria-disabled={hasErrors || undefined}>
          {labels.download.png}
        </a>
        <button type="button" className="btn btn-secondary" onClick={onShare}>
          {shared ? labels.download.copied : labels.download.share}
        </button>
      </div>
      <p className="muted">
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
      {plan && (
        <div className="table-scroll" tabIndex={0} role="region" aria-label={L.table}>
          <table className="splits-table">
            <caption className="visually-hidden">{L.table}</caption>
            <thead>
              <tr>
                <th scope="col">{labels.splits.distance}</th>
                <th scope="col">{labels.splits.split}</th>
                <th scope="col">{labels.splits.pace}</th>
                <th scope="col">{labels.splits.slope}</th>
                <th scope="col">{labels.splits.elapsed}</th>
              </tr>
            </thead>
            <tbody>
              {plan.rows.map((row, i) => (
                <tr key={i} className={`row-${row.kind}`}>
                  <td>{distanceText(row.distance, row.unit)}</td>
                  <td>{formatDuration(row.splitSeconds)}</td>
                  <td>{formatDuration(row.paceSecondsPerUnit)}</td>
                  <td>{`${row.gradePercent > 0 ? '+' : ''}${row.gradePercent.toFixed(1)} %`}</td>
                  <td>{formatDuration(row.elapsedSeconds)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
