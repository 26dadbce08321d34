import type { ReactNode } from 'react';

/** Ids that tie a control to its hint and its error (aria-describedby). */
export function fieldIds(name: string) {
  return { input: `pr-${name}`, hint: `pr-${name}-hint`, error: `pr-${name}-error` };
}

export function describedBy(name: string, hint: boolean, error: string | undefined): string | undefined {
  const ids = fieldIds(name);
  const list = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

/** A labelled control with its hint and, when the server found one, its first problem. */
export function FormField(props: { name: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  const ids = fieldIds(props.name);
  return (
    <div className={props.error ? 'pr-field pr-invalid' : 'pr-field'}>
      <label htmlFor={ids.input}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p id={ids.hint} className="pr-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={ids.error} className="pr-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
