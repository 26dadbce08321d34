'use client';
import { useId, useState, type FormEvent } from 'react';

interface ReviewUploadLabels {
  file: string;
  fileHint: string;
  submit: string;
  working: string;
  failed: string;
}

interface Props {
  locale: string;
  labels: ReviewUploadLabels;
  /** Where the file goes: a saved band's or the build page's address (bandRacesApi.routes.saved / .build). */
  action: string;
  /** The build page: the band's settings are read from its address (`s`) when the form is sent, with its course. */
  fromAddress?: { courseUuid: string | null };
}

/**
 * "After the race": the recorded race sent to the server, which reads it in the worker pool and
 * answers where the review is (then opened) or why the file was refused (shown here, in the
 * page's language). Nothing is kept of a refused file.
 */
export function ReviewUpload({ locale, labels, action, fromAddress }: Props) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    const body = new FormData(event.currentTarget);
    body.set('locale', locale);
    if (fromAddress) {
      body.set('s', new URL(window.location.href).searchParams.get('s') ?? '');
      if (fromAddress.courseUuid) body.set('course', fromAddress.courseUuid);
    }
    setBusy(true);
    try {
      const response = await fetch(`${action}?lang=${locale}`, { method: 'POST', body });
      const answer = (await response.json().catch(() => null)) as {
        path?: string;
        message?: string;
        errors?: Record<string, string[]>;
      } | null;
      if (!response.ok || !answer?.path) {
        setError(answer?.errors?.file?.[0] ?? answer?.message ?? labels.failed);
        return;
      }
      window.location.assign(answer.path);
    } catch {
      setError(labels.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="rr-upload" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-file`}>{labels.file}</label>
        <input
          id={`${id}-file`}
          name="file"
          type="file"
          accept=".fit,.gpx,.tcx"
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
        />
        <p id={`${id}-hint`} className="hint">
          {labels.fileHint}
        </p>
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
      <button type="submit" className="btn" disabled={busy}>
        {busy ? labels.working : labels.submit}
      </button>
    </form>
  );
}
