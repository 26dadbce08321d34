import type { ReactNode } from 'react';

/**
 * Form fields with their label, help and server error (SPEC 8: the first message of a field).
 * Plain components: used inside client forms, they become client code there.
 */
interface FieldProps {
  id: string;
  label: string;
  help?: string | undefined;
  error?: string | undefined;
}

function describedBy(props: FieldProps): string | undefined {
  const ids = [props.help ? `${props.id}-help` : null, props.error ? `${props.id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

function Extras(props: FieldProps) {
  return (
    <>
      {props.help && (
        <small id={`${props.id}-help`} className="field-help">
          {props.help}
        </small>
      )}
      {props.error && (
        <small id={`${props.id}-error`} className="field-error" role="alert">
          {props.error}
        </small>
      )}
    </>
  );
}

export function TextField(
  props: FieldProps & {
    value: string;
    onChange: (value: string) => void;
    inputMode?: 'numeric' | 'decimal' | 'text';
    type?: 'text' | 'number' | 'color';
    step?: string;
    min?: number;
    max?: number;
  },
) {
  return (
    <div className={props.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type={props.type ?? 'text'}
        value={props.value}
        inputMode={props.inputMode}
        step={props.step}
        min={props.min}
        max={props.max}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <Extras {...props} />
    </div>
  );
}

export function SelectField<V extends string>(
  props: FieldProps & { value: V; options: Array<{ value: V; label: string }>; onChange: (value: V) => void },
) {
  return (
    <div className={props.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.target.value as V)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Extras {...props} />
    </div>
  );
}

export function CheckboxField(props: FieldProps & { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className="field field-check">
      <input
        id={props.id}
        type="checkbox"
        checked={props.checked}
        aria-describedby={describedBy(props)}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <label htmlFor={props.id}>{props.label}</label>
      <Extras {...props} />
    </div>
  );
}

export function RadioGroup<V extends string>(props: {
  name: string;
  legend: string;
  value: V;
  options: Array<{ value: V; label: string; help?: string }>;
  onChange: (value: V) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="radio-group">
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <div key={option.value} className="field-check">
          <input
            id={`${props.name}-${option.value}`}
            type="radio"
            name={props.name}
            value={option.value}
            checked={props.value === option.value}
            onChange={() => props.onChange(option.value)}
          />
          <label htmlFor={`${props.name}-${option.value}`}>
            {option.label}
            {option.help && <small className="field-help"> {option.help}</small>}
          </label>
        </div>
      ))}
      {props.error && (
        <small className="field-error" role="alert">
          {props.error}
        </small>
      )}
    </fieldset>
  );
}

export function Section(props: { title: string; children: ReactNode; open?: boolean }) {
  return (
    <details className="form-section" open={props.open}>
      <summary>{props.title}</summary>
      <div className="form-section-body">{props.children}</div>
    </details>
  );
}
