'use client';
import { useEffect, useState } from 'react';
import { fillTemplate } from '../../../src/lib/message-template.ts';
import { notify } from '../../../src/ui/toasts.client.tsx';
import type { BuilderLabels } from './builder-labels.ts';
import type { BandDefinition } from '../services/build/band-definition.ts';
import { bandsApi } from '../api-paths.ts';

interface Props {
  labels: BuilderLabels['saved'];
  locale: string;
  /** What is saved: the band definition (with the course it follows, so "Open" goes back to it). */
  definition: BandDefinition;
  /** The title printed on the band: the suggested name of a band not saved yet. */
  printedTitle: string;
  loginPath: string;
  disabled: boolean;
}

/** `savedId` and `name` (its name in "My pace bands") only when `saved=` is one of the viewer's own bands. */
type Viewer = { signedIn: boolean; savedId: string | null; name: string | null };

const GUEST: Viewer = { signedIn: false, savedId: null, name: null };

/**
 * Who may save is asked after load (the page is the same for every viewer, so it can be cached):
 * a guest's button leads to the login page and back here; a member gets the form, editing the
 * saved band the page was opened from when `saved=` in the address is one of their own.
 */
function useViewer(): Viewer | null {
  const [viewer, setViewer] = useState<Viewer | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const saved = new URL(window.location.href).searchParams.get('saved');
    fetch(bandsApi.routes.savedViewer.href({ saved }), { signal: controller.signal })
      .then((response) => (response.ok ? (response.json() as Promise<Viewer>) : GUEST))
      .then(setViewer, (error: Error) => {
        if (error.name !== 'AbortError') setViewer(GUEST);
      });
    return () => controller.abort();
  }, []);
  return viewer;
}

/** The saved band this page edits, in the address: a reload, or a link kept, saves into the same band. */
function rememberSaved(id: string | null) {
  const url = new URL(window.location.href);
  if ((url.searchParams.get('saved') ?? null) === id) return;
  if (id) url.searchParams.set('saved', id);
  else url.searchParams.delete('saved');
  window.history.replaceState(window.history.state, '', url);
}

/** Save the band in "My pace bands": "Save" updates the band it was opened from, "Save as new" adds a copy. */
export function SaveBand(props: Props) {
  const viewer = useViewer();
  // Until the answer, the place is kept (no jump) and nothing can be pressed by mistake.
  if (!viewer) return <div className="save-band save-band-pending" aria-hidden="true" />;
  return <SaveBandForm {...props} viewer={viewer} />;
}

function SaveBandForm({ labels, locale, definition, printedTitle, viewer, loginPath, disabled }: Props & { viewer: Viewer }) {
  // The band's name in the list is its own field: the printed title is only
  // the suggestion for a band not saved yet, never what a saved band's name becomes unasked.
  const [name, setName] = useState<string | null>(viewer.name);
  const [saved, setSaved] = useState<{ id: string; name: string } | null>(
    viewer.savedId ? { id: viewer.savedId, name: viewer.name ?? '' } : null,
  );
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    // A `saved=` that is not the viewer's own band (or no longer exists) is not kept in the address.
    if (viewer.signedIn && !viewer.savedId) rememberSaved(null);
  }, [viewer]);

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
  const shownName = name ?? printedTitle;

  async function save(asNew: boolean) {
    if (busy) return;
    setError(null);
    setBusy(true);
    try {
      const update = saved && !asNew;
      const response = await fetch(update ? bandsApi.routes.saved.href({ id: saved.id }) : bandsApi.routes.savedCreate.href(), {
        method: update ? 'PUT' : 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ title: shownName, definition, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        id?: string;
        title?: string;
        message?: string;
        errors?: Record<string, string[]>;
      };
      if (!response.ok || !body.id) {
        setError(body.errors?.title?.[0] ?? body.message ?? labels.invalidSettings);
        return;
      }
      const kept = { id: body.id, name: body.title ?? shownName };
      setSaved(kept);
      setName(kept.name);
      rememberSaved(kept.id);
      notify('success', asNew && saved ? labels.savedAsNewToast : labels.savedToast);
    } catch {
      setError(labels.invalidSettings);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [error ? 'save-title-error' : null, 'save-title-hint', saved ? 'save-editing' : null].filter(Boolean).join(' ');
  return (
    <form
      className="save-band"
      onSubmit={(event) => {
        event.preventDefault();
        void save(false);
      }}
    >
      {saved && (
        <p id="save-editing" className="muted save-band-note">
          {fillTemplate(labels.editing, { name: saved.name })}
        </p>
      )}
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor="save-title">{labels.saveTitle}</label>
        <input
          id="save-title"
          value={shownName}
          maxLength={120}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setName(event.target.value)}
        />
        <small id="save-title-hint" className="muted">
          {labels.nameHint}
        </small>
        {error && (
          <small id="save-title-error" className="field-error" role="alert">
            {error}
          </small>
        )}
      </div>
      <div className="save-band-actions">
        <button type="submit" className="btn" disabled={disabled || busy}>
          {labels.save}
        </button>
        {saved && (
          <button type="button" className="btn btn-secondary" disabled={disabled || busy} onClick={() => void save(true)}>
            {labels.saveAsNew}
          </button>
        )}
      </div>
    </form>
  );
}
