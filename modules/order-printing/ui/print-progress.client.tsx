'use client';
import { useEffect, useState } from 'react';
import { PostForm, SubmitButton } from '../../../src/ui/form.tsx';
import { printApi } from '../api-paths.ts';

interface RunState {
  status: 'queued' | 'running' | 'done' | 'failed';
  done: number;
  total: number;
  error: string | null;
}

export interface PrintProgressLabels {
  status: Record<RunState['status'], string>;
  /** "{done} of {total} orders" */
  progress: string;
  bandsPdf: string;
  labelsPdf: string;
  /** "Envelopes {size} (PDF)" */
  envelopesPdf: string;
  markPrinted: string;
}

/** A print run's progress, polled once a second until it is done; then its two PDFs (bands; labels or envelopes) and "mark printed". */
export function PrintProgress({
  runId,
  initial,
  mailing,
  labels,
  locale,
}: {
  runId: string;
  initial: RunState;
  mailing: 'labels' | 'C6' | 'DL';
  labels: PrintProgressLabels;
  locale: string;
}) {
  const [run, setRun] = useState(initial);
  useEffect(() => {
    if (run.status === 'done' || run.status === 'failed') return;
    const timer = setTimeout(async () => {
      const response = await fetch(printApi.routes.run.href({ id: runId }), { cache: 'no-store' }).catch(() => null);
      if (response?.ok) setRun((await response.json()) as RunState);
      else setRun((r) => ({ ...r }));
    }, 1000);
    return () => clearTimeout(timer);
  }, [run, runId]);
  return (
    <div className="print-run" aria-live="polite">
      <p>
        <strong>{labels.status[run.status]}</strong> ·{' '}
        <span data-testid="print-progress">
          {labels.progress.replace('{done}', String(run.done)).replace('{total}', String(run.total))}
        </span>
      </p>
      <progress max={run.total} value={run.done} />
      {run.error && <p className="field-error">{run.error}</p>}
      {run.status === 'done' && (
        <div className="downloads">
          <a className="btn" href={printApi.routes.bandsPdf.href({ id: runId })} download>
            {labels.bandsPdf}
          </a>
          <a className="btn" href={printApi.routes.mailingPdf.href({ id: runId })} download>
            {mailing === 'labels' ? labels.labelsPdf : labels.envelopesPdf.replace('{size}', mailing)}
          </a>
          <PostForm action={printApi.routes.printed.href({ id: runId })} locale={locale}>
            <SubmitButton className="btn btn-secondary" label={labels.markPrinted} />
          </PostForm>
        </div>
      )}
    </div>
  );
}
