'use client';
import { useState } from 'react';
import { notify } from '../../../src/ui/toasts.client.tsx';
import { askConfirmation } from '../../../src/ui/confirm-dialog.client.tsx';
import type { BuilderLabels } from './builder-labels.ts';
import { bandsApi } from '../api-paths.ts';

/** Rename, duplicate and delete for one saved band; the list reloads after each change. */
export function SavedBandActions({
  id,
  title,
  labels,
  locale,
}: {
  id: string;
  title: string;
  labels: BuilderLabels['saved'];
  locale: string;
}) {
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(title);
  const [error, setError] = useState<string | null>(null);

  async function send(method: string, path: string, body: unknown, toast: string) {
    const address = path === '/duplicate' ? bandsApi.routes.savedDuplicate : bandsApi.routes.saved;
    setError(null);
    const response = await fetch(address.href({ id }, { lang: locale }), {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
      setError(answer.errors?.title?.[0] ?? answer.message ?? labels.notFound);
      return;
    }
    notify('success', toast);
    window.location.reload();
  }

  return (
    <div className="saved-actions">
      {renaming ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send('PUT', '', { title: name, locale }, labels.renamedToast);
          }}
        >
          <div className={error ? 'field field-invalid' : 'field'}>
            <label htmlFor={`rename-${id}`}>{labels.saveTitle}</label>
            <input
              id={`rename-${id}`}
              value={name}
              maxLength={120}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={error ? true : undefined}
            />
          </div>
          <button type="submit" className="btn">
            {labels.rename}
          </button>
        </form>
      ) : (
        <button type="button" className="btn btn-secondary" onClick={() => setRenaming(true)}>
          {labels.rename}
        </button>
      )}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => void send('POST', '/duplicate', { locale }, labels.duplicatedToast)}
      >
        {labels.duplicate}
      </button>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={async () => {
          if (await askConfirmation('delete')) void send('DELETE', '', undefined, labels.deletedToast);
        }}
      >
        {labels.delete}
      </button>
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
