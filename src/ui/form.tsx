import type { ReactNode } from 'react';
import type { Flash } from '../db/flash-store.ts';

/**
 * The one form kit's markup (the handler side is src/host/forms/form-post.ts): a field with its
 * label, hint and first message (SPEC 8), the error summary, the form's general message and a
 * plain POST form that works without JavaScript. Plain components: in a server page they render
 * uncontrolled controls the POST reads; inside a client form (an `onChange` given) the same markup
 * is controlled, and its message is announced as it appears (role=alert). Ids are
 * `<prefix>-<name>` (prefix `f` unless a page holds two forms with the same field names; an empty
 * prefix leaves the bare name), so a summary link or a test can find a field.
 */
export type FieldErrors = Readonly<Record<string, readonly string[] | undefined>>;

export function fieldIds(name: string, prefix = 'f') {
  const input = prefix ? `${prefix}-${name}` : name;
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

/** A client form's control: `value` is then the current one, and every change comes back here. */
type Live<V extends string> = { onChange?: ((value: V) => void) | undefined };

type Control<V extends string> =
  | ({
      as?: 'input';
      type?: string;
      value?: string | undefined;
      autoComplete?: string;
      inputMode?: 'numeric' | 'decimal' | 'text' | 'email';
      step?: string;
      min?: number;
      max?: number;
      maxLength?: number;
    } & Live<string>)
  | ({ as: 'textarea'; value?: string | undefined; rows?: number; maxLength?: number } & Live<string>)
  | ({ as: 'select'; value?: V | undefined; options: ReadonlyArray<{ value: V; label: string }> } & Live<V>)
  | { as: 'custom'; children: ReactNode };

/** `value` as the control's current value (client form) or its initial one (server form). */
function valueProps<V extends string>(value: V | undefined, onChange: ((value: V) => void) | undefined) {
  return onChange
    ? { value: value ?? '', onChange: (event: { target: { value: string } }) => onChange(event.target.value as V) }
    : { defaultValue: value };
}

/** A field's hint and first problem, under its control; a client form's problem is announced as it appears. */
function FieldNotes(props: { ids: ReturnType<typeof fieldIds>; hint?: string | undefined; error?: string | undefined; live: boolean }) {
  return (
    <>
      {props.hint && (
        <small id={props.ids.hint} className="field-help">
          {props.hint}
        </small>
      )}
      {props.error && (
        <span id={props.ids.error} className="field-error" role={props.live ? 'alert' : undefined}>
          {props.error}
        </span>
      )}
    </>
  );
}

/** A labelled control with its hint and, when the server (or the client form) found one, its first problem. */
export function Field<V extends string = string>(props: FieldBase & Control<V>) {
  const error = props.error ?? props.errors?.[props.name]?.[0];
  const ids = fieldIds(props.name, props.prefix);
  const required = props.required ?? false;
  const live = props.as !== 'custom' && props.onChange !== undefined;
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
      control = <textarea {...common} {...valueProps(props.value, props.onChange)} rows={props.rows ?? 6} maxLength={props.maxLength} />;
      break;
    case 'select':
      control = (
        <select {...common} {...valueProps(props.value, props.onChange)}>
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
          {...valueProps(type === 'password' && !props.onChange ? undefined : props.value, props.onChange)}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          step={props.step}
          min={props.min}
          max={props.max}
          maxLength={props.maxLength}
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
      <FieldNotes ids={ids} hint={props.hint} error={error} live={live} />
    </div>
  );
}

/** A checkbox after its label's box; checked (client form) or checked at first (server form). */
export function CheckboxField(
  props: Omit<FieldBase, 'required'> & { checked?: boolean | undefined; value?: string; onChange?: (checked: boolean) => void },
) {
  const error = props.error ?? props.errors?.[props.name]?.[0];
  const ids = fieldIds(props.name, props.prefix);
  return (
    <div className="field field-check">
      <input
        id={ids.input}
        name={props.name}
        type="checkbox"
        value={props.value}
        {...(props.onChange
          ? {
              checked: props.checked ?? false,
              onChange: (event: { target: { checked: boolean } }) => props.onChange!(event.target.checked),
            }
          : { defaultChecked: props.checked })}
        aria-describedby={describedBy(props.name, { hint: Boolean(props.hint), error, prefix: props.prefix })}
      />
      <label htmlFor={ids.input}>{props.label}</label>
      <FieldNotes ids={ids} hint={props.hint} error={error} live={props.onChange !== undefined} />
    </div>
  );
}

/**
 * One choice of several, as radio buttons under a legend; each button's id is `<name>-<value>`
 * (fieldIds with the group's name as prefix). Controlled when `onChange` is given.
 */
export function RadioGroup<V extends string>(props: {
  name: string;
  legend: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string; help?: string }>;
  onChange?: (value: V) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="radio-group">
      <legend>{props.legend}</legend>
      {props.options.map((option) => {
        const id = fieldIds(option.value, props.name).input;
        return (
          <div key={option.value} className="field-check">
            <input
              id={id}
              type="radio"
              name={props.name}
              value={option.value}
              {...(props.onChange
                ? { checked: props.value === option.value, onChange: () => props.onChange!(option.value) }
                : { defaultChecked: props.value === option.value })}
            />
            <label htmlFor={id}>
              {option.label}
              {option.help && <small className="field-help"> {option.help}</small>}
            </label>
          </div>
        );
      })}
      {props.error && (
        <span className="field-error" role={props.onChange ? 'alert' : undefined}>
          {props.error}
        </span>
      )}
    </fieldset>
  );
}

/** A folding part of a long form, open or closed at first. */
export function Section(props: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="form-section" open={props.open}>
      <summary>{props.title}</summary>
      <div className="form-section-body">{props.children}</div>
    </details>
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

/** A form's submit button, greyed while `busy` (class `btn` unless given). */
export function SubmitButton(props: { label: string; busy?: boolean; className?: string }) {
  return (
    <button type="submit" className={props.className ?? 'btn'} disabled={props.busy}>
      {props.label}
    </button>
  );
}

/** A form's actions row: the submit button (greyed while `busy`), then any secondary action. */
export function FormActions(props: { submit: string; busy?: boolean; children?: ReactNode }) {
  return (
    <div className="form-actions">
      <SubmitButton label={props.submit} busy={props.busy} />
      {props.children}
    </div>
  );
}
