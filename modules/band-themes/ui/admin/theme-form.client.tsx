'use client';
import { useState } from 'react';
import { fillTemplate } from '../../../../src/lib/message-template.ts';
import { describedBy, ErrorSummary, Field, fieldIds, FormActions } from '../../../../src/ui/form.tsx';
import { notify } from '../../../../src/ui/toasts.client.tsx';
import { askConfirmation } from '../../../../src/ui/confirm-dialog.client.tsx';
import type { ThemeLabels } from '../theme-labels.ts';
import { themesApiPaths } from '../../api-paths.ts';

export interface ThemeFormValues {
  id: string | null;
  name: string;
  borderWidthMm: string;
  position: 'top' | 'center' | 'bottom';
  backgroundImage: string | null;
  borderImage: string | null;
}

interface Props {
  labels: ThemeLabels;
  locale: string;
  initial: ThemeFormValues;
  /** Where to go once saved (the theme list). */
  listPath: string;
  maxImage: string;
}

/**
 * The admin's theme form: name, two images (PNG or JPEG, checked again on the server), border
 * width and background position, on the form kit like every admin editor. Sent as multipart; the
 * server's field errors show beside the fields and in the summary; on success the list opens
 * with a toast.
 */
export function ThemeForm({ labels: L, locale, initial, listPath, maxImage }: Props) {
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(form: HTMLFormElement) {
    setBusy(true);
    setMessage(null);
    const body = new FormData(form);
    body.set('locale', locale);
    const response = await fetch(
      initial.id ? themesApiPaths.routes.theme.href({ id: String(initial.id) }) : themesApiPaths.routes.create.href(),
      {
        method: initial.id ? 'PUT' : 'POST',
        body,
      },
    ).catch(() => null);
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

  const image = (name: 'backgroundImage' | 'borderImage', label: string, current: string | null, remove: string) => (
    <Field as="custom" name={name} prefix="theme" label={fillTemplate(label, { max: maxImage })} errors={errors}>
      {current && (
        <p>
          <img src={current} alt={L.current} className="theme-thumb" />
        </p>
      )}
      <input
        id={fieldIds(name, 'theme').input}
        name={name}
        type="file"
        accept="image/png,image/jpeg"
        aria-invalid={errors[name]?.[0] ? true : undefined}
        aria-describedby={describedBy(name, { error: errors[name]?.[0], prefix: 'theme' })}
      />
      {current && (
        <label className="checkbox">
          <input type="checkbox" name={remove} /> {L.remove}
        </label>
      )}
    </Field>
  );

  return (
    <form
      className="theme-form"
      encType="multipart/form-data"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit(event.currentTarget);
      }}
    >
      {message && <ErrorSummary title={message} errors={errors} prefix="theme" />}
      <Field name="name" prefix="theme" label={L.name} errors={errors} value={initial.name} />
      {image('backgroundImage', L.background, initial.backgroundImage, 'removeBackground')}
      {image('borderImage', L.border, initial.borderImage, 'removeBorder')}
      <div className="field-row">
        <Field
          name="borderWidthMm"
          prefix="theme"
          label={L.borderWidth}
          inputMode="decimal"
          errors={errors}
          value={initial.borderWidthMm}
        />
        <Field
          as="select"
          name="position"
          prefix="theme"
          label={L.position}
          errors={errors}
          value={initial.position}
          options={[
            { value: 'top', label: L.top },
            { value: 'center', label: L.center },
            { value: 'bottom', label: L.bottom },
          ]}
        />
      </div>
      <FormActions submit={L.save} busy={busy} />
    </form>
  );
}

/** Deletes one theme after confirmation, then reloads the list. */
export function DeleteTheme({ id, labels: L, locale }: { id: string; labels: ThemeLabels; locale: string }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className="btn btn-secondary"
        onClick={async () => {
          if (!(await askConfirmation('delete'))) return;
          void fetch(themesApiPaths.routes.theme.href({ id: String(id) }, { lang: locale }), { method: 'DELETE' }).then(
            async (response) => {
              if (!response.ok) {
                setError(((await response.json().catch(() => ({}))) as { message?: string }).message ?? L.notFound);
                return;
              }
              notify('success', L.deletedToast);
              window.location.reload();
            },
          );
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
