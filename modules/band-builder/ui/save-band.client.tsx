'use client';
import { useState } from 'react';
import { notify } from '../../../src/ui/toasts.client.tsx';
import type { BuilderLabels } from './builder-labels.ts';
import type { BuilderState } from './builder-state.ts';

interface Props {
  labels: BuilderLabels['saved'];
  locale: string;
  state: BuilderState;
  /** Null for guests: the button then leads to the login page and back here. */
  user: { savedId: string | null } | null;
  loginPath: string;
  disabled: boolean;
  /** The course the band follows: kept with it, so "Open" goes back to it. */
  courseUuid: string | null;
}

/** Save the band in "My pace bands" (or update the one it was opened from). */
export function SaveBand({ labels, locale, state, user, loginPath, disabled, courseUuid }: Props) {
  const [title, setTitle] = useState(state.band.title);
  const [error, setError] = useState<string | null>(null);
  const [savedId, setSavedId] = useState(user?.savedId ?? null);
  if (!user) {
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
