'use client';
import { useId, useState } from 'react';
import type { Locale } from '../../../src/i18n/locales.ts';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import type { WatchLabels } from './watch-labels.ts';
import { bandWatchApi } from '../api-paths.ts';

type Kind = 'workout' | 'course' | 'gpx';

interface Props {
  locale: string;
  labels: WatchLabels;
  /** The course the band follows; without one only the workout can be made. */
  courseUuid: string | null;
  /**
   * The band's settings as the build page keeps them in its address (`s`, base64url JSON). Absent on
   * the build page itself: the address is read when a button is pressed, so the files follow the
   * form as it is then.
   */
  linkState?: string;
  /** Folded under its title (a list of saved bands), instead of a section of its own. */
  compact?: boolean;
}

/** The file's name from Content-Disposition, else a plain one. */
function fileName(response: Response, kind: Kind): string {
  const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  return named ?? (kind === 'gpx' ? 'paceband.gpx' : `paceband-${kind}.fit`);
}

/**
 * "On your watch": a FIT workout, a FIT course and a GPX course of the band, asked from the
 * server (which validates everything again) and saved by the browser; a refusal shows the
 * server's message in the page's language.
 */
export function WatchDownloads({ locale, labels, courseUuid, linkState, compact = false }: Props) {
  const id = useId();
  const [tolerance, setTolerance] = useState('5');
  const [error, setError] = useState<{ field: 'tolerance' | 'file'; message: string } | null>(null);
  const [busy, setBusy] = useState<Kind | null>(null);
  // The last workout's rows merged to fit the watches' step limit ("212->50" from the answer's header).
  const [merged, setMerged] = useState<{ from: number; to: number } | null>(null);

  async function download(kind: Kind) {
    setError(null);
    setBusy(kind);
    if (kind === 'workout') setMerged(null);
    try {
      // The band definition, as the build page's address (or the saved band's link) carries it.
      const s = linkState ?? new URL(window.location.href).searchParams.get('s') ?? '';
      const query = new URLSearchParams({ s, lang: locale, tolerance });
      if (courseUuid) query.set('course', courseUuid);
      const response = await fetch(bandWatchApi.routes.file.href({ kind }, query));
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
        const toleranceError = body?.errors?.tolerance?.[0];
        if (toleranceError) setError({ field: 'tolerance', message: toleranceError });
        else setError({ field: 'file', message: body?.message || labels.failed });
        return;
      }
      const [from, to] = (response.headers.get('x-workout-steps-merged') ?? '').split('->').map(Number);
      if (kind === 'workout' && from && to) setMerged({ from, to });
      const href = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = href;
      link.download = fileName(response, kind);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(href), 60_000);
    } catch {
      setError({ field: 'file', message: labels.failed });
    } finally {
      setBusy(null);
    }
  }

  const files: Array<{ kind: Kind; label: string; hint: string; needsCourse: boolean }> = [
    { kind: 'workout', label: labels.workout, hint: labels.workoutHint, needsCourse: false },
    { kind: 'course', label: labels.course, hint: labels.courseHint, needsCourse: true },
    { kind: 'gpx', label: labels.gpx, hint: labels.gpxHint, needsCourse: true },
  ];
  const toleranceError = error?.field === 'tolerance' ? error.message : null;
  const body = (
    <>
      <div className="watch-file-list">
        {files.map((file) => {
          const unavailable = file.needsCourse && !courseUuid;
          return (
            <div key={file.kind}>
              <button
                type="button"
                className={file.kind === 'workout' ? 'btn' : 'btn btn-secondary'}
                onClick={() => void download(file.kind)}
                disabled={unavailable || busy !== null}
                aria-describedby={`${id}-${file.kind}`}
              >
                {file.label}
              </button>{' '}
              <small id={`${id}-${file.kind}`} className="muted">
                {unavailable ? labels.needsCourse : file.hint}
              </small>
            </div>
          );
        })}
      </div>
      <div className={toleranceError ? 'field field-invalid' : 'field'}>
        <label htmlFor={`${id}-tolerance`}>{labels.tolerance}</label>
        <input
          id={`${id}-tolerance`}
          className="watch-tolerance"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          value={tolerance}
          onChange={(event) => setTolerance(event.target.value)}
          aria-invalid={toleranceError ? true : undefined}
          aria-describedby={toleranceError ? `${id}-tolerance-error` : undefined}
        />
        {toleranceError && (
          <p id={`${id}-tolerance-error`} className="field-error">
            {toleranceError}
          </p>
        )}
      </div>
      {merged && (
        <p className="muted" role="status">
          <small>{fillTemplate(labels.merged, merged, locale as Locale)}</small>
        </p>
      )}
      <p className="muted">
        <small>{labels.firstBand}</small>
      </p>
      {error?.field === 'file' && (
        <p className="field-error" role="alert">
          {error.message}
        </p>
      )}
    </>
  );
  if (compact) {
    return (
      <details className="watch-files-compact">
        <summary>{labels.title}</summary>
        <div className="stack">{body}</div>
      </details>
    );
  }
  return (
    <section className="watch-files card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{labels.title}</h2>
      <p className="muted">{labels.intro}</p>
      {body}
    </section>
  );
}
