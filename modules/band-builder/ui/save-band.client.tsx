'use client';
import { useEffect, useState } from 'react';
import { notify } from '../../../src/ui/toasts.client.tsx';
import type { BuilderLabels } from './builder-labels.ts';
import type { BuilderState } from './builder-state.ts';

interface Props {
  labels: BuilderLabels['saved'];
  locale: string;
  state: BuilderState;
  loginPath: string;
  disabled: boolean;
  /** The course the band follows: kept with it, so "Open" goes back to it. */
  courseUuid: string | null;
}

type Viewer = { signedIn: boolean; savedId: string | null };

/**
 * Who may save is asked after load (the page is the same for every viewer, so it can be cached):
 * a guest's button leads to the login page and back here; a member gets the form, with "Save
 * changes" when the page was opened from one of their own saved bands (`saved=` in the address).
 */
function useViewer(): Viewer | null {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const saved = new URL(window.location.href).searchParams.get('saved');
    fetch(`/api/bands/saved/viewer${saved ? `?saved=${encodeURIComponent(saved)}` : ''}`, { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Viewer>) : { signedIn: false, savedId: null }))
      .then(setViewer, (error: Error) => {
        if (error.name !== 'AbortError') setViewer({ signedIn: false, savedId: null });
      });
    return () => controller.abort();
  }, []);
  return viewer;
}

/** Save the band in "My pace bands" (or update the one it was opened from). */
export function SaveBand(props: Props) {
  const viewer = useViewer();
  // Until the answer, the place is kept (no jump) and nothing can be pressed by mistake.
  if (!viewer) return <div className="save-band save-band-pending" aria-hidden="true" />;
  return <SaveBandForm {...props} viewer={viewer} />;
}

function SaveBandForm({ labels, locale, state, viewer, loginPath, disabled, courseUuid }: Props & { viewer: Viewer }) {
  const [title, setTitle] = useState(state.band.title);
  const [error, setError] = useState<string | null>(null);
  const [savedId, setSavedId] = useState(viewer.savedId);
  if (!viewer.signedIn) {
    return (
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          const back = `${window.location.pathname}${window.location.search}`;
          window.location.assign(`${loginPath}?redirectTo=${encodeURIComponent(back)}`);
        }}
      >
        {labels.loginToSave}
      </button>
    );
  }
  async function save() {
    setError(null);
    const response = await fetch(savedId ? `/api/bands/saved/${savedId}` : '/api/bands/saved', {
      method: savedId ? 'PUT' : 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ title, state, locale, courseUuid }),
    });
    const body = (await response.json().catch(() => ({}))) as { id?: string; message?: string; errors?: Record<string, string[]> };
    if (!response.ok) {
      setError(body.errors?.title?.[0] ?? body.message ?? labels.invalidSettings);
      return;
    }
    if (body.id) setSavedId(body.id);
    notify('success', labels.savedToast);
  }
  return (
    <form
      className="save-band"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor="save-title">{labels.saveTitle}</label>
        <input
          id="save-title"
          value={title}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'save-title-error' : undefined}
          onChange={(event) => setTitle(event.target.value)}
        />
        {error && (
          <small id="save-title-error" className="field-error" role="alert">
            {error}
          </small>
        )}
      </div>
      <button type="submit" className="btn" disabled={disabled}>
        {savedId ? labels.update : labels.save}
      </button>
    </form>
  );
}
