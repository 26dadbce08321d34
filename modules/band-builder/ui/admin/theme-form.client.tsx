'use client';
import { useState } from 'react';
import { fillTemplate } from '../../../../src/lib/message-template.ts';
import { notify } from '../../../../src/ui/toasts.client.tsx';
import type { BuilderLabels } from '../builder-labels.ts';

export interface ThemeFormValues {
  id: string | null;
  name: string;
  borderWidthMm: string;
  position: 'top' | 'center' | 'bottom';
  backgroundImage: string | null;
  borderImage: string | null;
}

interface Props {
  labels: BuilderLabels['themes'];
  locale: string;
  initial: ThemeFormValues;
  /** Where to go once saved (the theme list). */
  listPath: string;
  maxImage: string;
}

/**
 * The admin's theme form: name, two images (PNG or JPEG, checked again on the server), border
 * width and background position. Sent as multipart; the server's field errors show beside the
 * fields and in a summary; on success the list opens with a toast.
 */
export function ThemeForm({ labels: L, locale, initial, listPath, maxImage }: Props) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const error = (field: string) => errors[field]?.[0];

  async function submit(form: HTMLFormElement) {
    setBusy(true);
    setMessage(null);
    const body = new FormData(form);
    body.set('locale', locale);
    const response = await fetch(initial.id ? `/api/themes/${initial.id}` : '/api/themes', {
      method: initial.id ? 'PUT' : 'POST',
      body,
    }).catch(() => null);
    setBusy(false);
    if (response?.ok) {
      notify('success', L.savedToast);
      window.location.assign(listPath);
      return;
    }
    const answer = ((await response?.json().catch(() => null)) ?? {}) as { message?: string; errors?: Record<string, string[]> };
    setErrors(answer.errors ?? {});
    setMessage(answer.message ?? L.fix);
  }

  const field = (name: string) => ({
    className: error(name) ? 'field field-invalid' : 'field',
    describedBy: error(name) ? `theme-${name}-error` : undefined,
  });
  const fieldError = (name: string) =>
    error(name) ? (
      <small id={`theme-${name}-error`} className="field-error" role="alert">
        {error(name)}
      </small>
    ) : null;

  const image = (name: 'backgroundImage' | 'borderImage', label: string, current: string | null, remove: string) => (
    <div className={field(name).className}>
      <label htmlFor={`theme-${name}`}>{fillTemplate(label, { max: maxImage })}</label>
      {current && (
        <p>
          <img src={current} alt={L.current} className="theme-thumb" />
        </p>
      )}
      <input
        id={`theme-${name}`}
        name={name}
        type="file"
        accept="image/png,image/jpeg"
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={field(name).describedBy}
      />
      {fieldError(name)}
      {current && (
        <label className="checkbox">
          <input type="checkbox" name={remove} /> {L.remove}
        </label>
      )}
    </div>
  );

  return (
    <form
      className="stack theme-form"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {message && (
        <div className="error-summary" role="alert">
          <strong>{message}</strong>
          <ul>
            {Object.entries(errors).map(([key, list]) => (
              <li key={key}>{list[0]}</li>
            ))}
          </ul>
        </div>
      )}
      <div className={field('name').className}>
        <label htmlFor="theme-name">{L.name}</label>
        <input
          id="theme-name"
          name="name"
          defaultValue={initial.name}
          maxLength={80}
          aria-invalid={error('name') ? true : undefined}
          aria-describedby={field('name').describedBy}
        />
        {fieldError('name')}
      </div>
      {image('backgroundImage', L.background, initial.backgroundImage, 'removeBackground')}
      {image('borderImage', L.border, initial.borderImage, 'removeBorder')}
      <div className={field('borderWidthMm').className}>
        <label htmlFor="theme-borderWidthMm">{L.borderWidth}</label>
        <input
          id="theme-borderWidthMm"
          name="borderWidthMm"
          inputMode="decimal"
          defaultValue={initial.borderWidthMm}
          aria-invalid={error('borderWidthMm') ? true : undefined}
          aria-describedby={field('borderWidthMm').describedBy}
        />
        {fieldError('borderWidthMm')}
      </div>
      <div className={field('position').className}>
        <label htmlFor="theme-position">{L.position}</label>
        <select id="theme-position" name="position" defaultValue={initial.position} aria-describedby={field('position').describedBy}>
          <option value="top">{L.top}</option>
          <option value="center">{L.center}</option>
          <option value="bottom">{L.bottom}</option>
        </select>
        {fieldError('position')}
      </div>
      <p>
        <button type="submit" className="btn" disabled={busy}>
          {L.save}
        </button>
      </p>
    </form>
  );
}

/** Deletes one theme after confirmation, then reloads the list. */
export function DeleteTheme({ id, labels: L, locale }: { id: string; labels: BuilderLabels['themes']; locale: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => {
          if (!window.confirm(L.confirmDelete)) return;
          void fetch(`/api/themes/${id}?lang=${locale}`, { method: 'DELETE' }).then(async (response) => {
            if (!response.ok) {
              setError(((await response.json().catch(() => ({}))) as { message?: string }).message ?? L.notFound);
              return;
            }
            notify('success', L.deletedToast);
            window.location.reload();
          });
        }}
      >
        {L.delete}
      </button>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </>
  );
}
