import type { ReactNode } from 'react';
import type { Flash } from '../db/flash-store.ts';

/**
 * The one server form kit's markup (the handler side is src/host/forms/form-post.ts): a field
 * with its label, hint and first server message (SPEC 8), the error summary, the form's general
 * message and a plain POST form that works without JavaScript. Server components; used inside
 * client forms they become client code there. Ids are `<prefix>-<name>` (prefix `f` unless a page
 * holds two forms with the same field names), so a summary link or a test can find a field.
 */
export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

export function fieldIds(name: string, prefix = 'f') {
  const input = `${prefix}-${name}`;
  return { input, hint: `${input}-hint`, error: `${input}-error` };
}

/** aria-describedby for a control: its hint and its error, when present. */
export function describedBy(name: string, options: { hint?: boolean; error?: string | undefined; prefix?: string }): string | undefined {
  const ids = fieldIds(name, options.prefix);
  const list = [options.hint ? ids.hint : null, options.error ? ids.error : null].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

interface FieldBase {
  name: string;
  label: string;
  hint?: string | undefined;
  /** The field's first problem (or pass `errors` and let the field pick its own). */
  error?: string | undefined;
  errors?: FieldErrors;
  prefix?: string;
  /** Shown as mandatory (SPEC 8); the server decides, this only marks it. */
  required?: boolean;
}

type Control =
  | { as?: 'input'; type?: string; value?: string | undefined; autoComplete?: string; inputMode?: 'numeric' | 'decimal' | 'text' | 'email' }
  | { as: 'textarea'; value?: string | undefined; rows?: number; maxLength?: number }
  | { as: 'select'; value?: string | undefined; options: ReadonlyArray<{ value: string; label: string }> }
  | { as: 'custom'; children: ReactNode };

/** A labelled control with its hint and, when the server found one, its first problem. */
export function Field(props: FieldBase & Control) {
  const error = props.error ?? props.errors?.[props.name]?.[0];
  const ids = fieldIds(props.name, props.prefix);
  const required = props.required ?? false;
  const common = {
    id: ids.input,
    name: props.name,
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(props.name, { hint: Boolean(props.hint), error, prefix: props.prefix }),
  } as const;
  let control: ReactNode;
  switch (props.as) {
    case 'textarea':
      control = <textarea {...common} defaultValue={props.value} rows={props.rows ?? 6} maxLength={props.maxLength} />;
      break;
    case 'select':
      control = (
        <select {...common} defaultValue={props.value}>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
      break;
    case 'custom':
      control = props.children;
      break;
    default: {
      const type = props.type ?? 'text';
      control = (
        <input
          {...common}
          type={type}
          defaultValue={type === 'password' ? undefined : props.value}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
        />
      );
    }
  }
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label htmlFor={ids.input}>
        {props.label}
        {required && <span className="field-required"> *</span>}
      </label>
      {control}
      {props.hint && (
        <small id={ids.hint} className="field-help">
          {props.hint}
        </small>
      )}
      {error && (
        <span id={ids.error} className="field-error">
          {error}
        </span>
      )}
    </div>
  );
}

/** Every field's first problem, linked to its control; announced when the page loads with it. */
export function ErrorSummary(props: {
  title: string;
  errors: FieldErrors | ReadonlyMap<string, string>;
  prefix?: string;
  /** Where a field's link goes when it has no control of its own id (a radio group): the element id. */
  anchors?: Readonly<Record<string, string>>;
}) {
  const entries: Array<[string, string]> =
    props.errors instanceof Map
      ? [...(props.errors as ReadonlyMap<string, string>)]
      : Object.entries(props.errors as FieldErrors).flatMap(([field, list]) => (list?.[0] ? [[field, list[0]] as [string, string]] : []));
  if (entries.length === 0) return null;
  return (
    <div className="error-summary" role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title">{props.title}</h2>
      <ul>
        {entries.map(([field, message]) => (
          <li key={field}>
            <a href={`#${props.anchors?.[field] ?? fieldIds(field, props.prefix).input}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form's general message: success (status) or error (alert), SPEC 4's two looks. */
export function FormMessage({ flash, form }: { flash: Flash | null; form?: string }) {
  if (!flash?.message || (form && flash.form !== form)) return null;
  const { kind, text, title } = flash.message;
  return kind === 'success' ? (
    <p className="form-message form-success" role="status">
      ✓ {title && <strong>{title} </strong>}
      {text}
    </p>
  ) : (
    <p className="form-message error-summary" role="alert">
      ⚠ {title && <strong>{title} </strong>}
      {text}
    </p>
  );
}

/** A plain HTML form to one of our handlers; it carries the page language for the answer. */
export function PostForm(props: {
  action: string;
  locale: string;
  children: ReactNode;
  multipart?: boolean;
  label?: string;
  className?: string;
  /** SPEC 8: ask before this destructive action (a dialog; without JavaScript, the confirm page). */
  confirm?: 'delete' | 'action';
}) {
  return (
    <form
      method="post"
      action={props.action}
      encType={props.multipart ? 'multipart/form-data' : undefined}
      aria-label={props.label}
      className={props.className}
      data-confirm={props.confirm}
      noValidate
    >
      <input type="hidden" name="locale" value={props.locale} />
      {props.children}
    </form>
  );
}

/** A form's actions row: the submit button (greyed while `busy`), then any secondary action. */
export function FormActions(props: { submit: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn" disabled={props.busy}>
        {props.submit}
      </button>
      {props.children}
    </div>
  );
}
