'use client';
import { useEffect, useRef, useState } from 'react';

/**
 * SPEC 8's confirmation before a destructive action, with JavaScript: a form carrying
 * `data-confirm="delete"` or `"action"` (PostForm's `confirm`) is held on submit until the
 * visitor answers this dialog; "yes" adds `confirmed=1` and submits it. Islands that act with
 * fetch ask with `askConfirmation(kind)`. Without JavaScript the handler asks on the confirm page
 * instead (src/host/forms/confirmation.ts), so the server never acts on an unconfirmed form.
 */
type Kind = 'delete' | 'action';
type Ask = (kind: Kind) => Promise<boolean>;

let ask: Ask | null = null;

/** Asks the visitor (the dialog mounted by the layout; the browser's own box before it mounts); true when they confirm. */
export function askConfirmation(kind: Kind): Promise<boolean> {
  return ask ? ask(kind) : Promise.resolve(window.confirm());
}

export interface ConfirmLabels {
  title: string;
  delete: string;
  action: string;
  yes: string;
  no: string;
}

export function ConfirmDialog({ labels }: { labels: ConfirmLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [kind, setKind] = useState<Kind>('action');
  const answer = useRef<((yes: boolean) => void) | null>(null);

  useEffect(() => {
    const open: Ask = (next) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setKind(next);
        dialog.current?.showModal();
      });
    ask = open;
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const wanted = form.dataset.confirm;
      if (wanted !== 'delete' && wanted !== 'action') return;
      if (form.querySelector('input[name="confirmed"][value="1"]')) return;
      event.preventDefault();
      const submitter = event.submitter;
      void open(wanted).then((yes) => {
        if (!yes) return;
        const confirmed = document.createElement('input');
        confirmed.type = 'hidden';
        confirmed.name = 'confirmed';
        confirmed.value = '1';
        form.append(confirmed);
        form.requestSubmit(
          submitter instanceof HTMLElement && submitter.closest('form') === form ? (submitter as HTMLButtonElement) : undefined,
        );
      });
    };
    document.addEventListener('submit', onSubmit, true);
    return () => {
      document.removeEventListener('submit', onSubmit, true);
      if (ask === open) ask = null;
    };
  }, []);

  const close = (yes: boolean) => {
    dialog.current?.close();
    answer.current?.(yes);
    answer.current = null;
  };

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="confirm-dialog-title"
      onCancel={(event) => {
        event.preventDefault();
        close(false);
      }}
    >
      <h2 id="confirm-dialog-title">{labels.title}</h2>
      <p>⚠ {kind === 'delete' ? labels.delete : labels.action}</p>
      <div className="form-actions">
        <button type="button" className={kind === 'delete' ? 'btn btn-accent' : 'btn'} onClick={() => close(true)}>
          {labels.yes}
        </button>
        <button type="button" className="btn btn-secondary" autoFocus onClick={() => close(false)}>
          {labels.no}
        </button>
      </div>
    </dialog>
  );
}
