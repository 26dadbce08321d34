'use client';
import { useState } from 'react';

interface Select {
  label: string;
  placeholder: string;
  error?: string | undefined;
}

/**
 * The address's country and state lists: the second list offers the chosen country's states or
 * provinces only, and goes away for a country without one (the server refuses any mismatch, for a
 * visitor without JavaScript). Plain props: the options as [code, name] pairs.
 */
export function CountryStateFields(props: {
  countries: Array<[string, string]>;
  states: Record<string, Array<[string, string]>>;
  country: Select & { value: string };
  state: Select & { value: string };
}) {
  const [country, setCountry] = useState(props.country.value);
  const states = props.states[country];
  return (
    <>
      <Choice name="country" select={props.country} options={props.countries} value={country} onChange={setCountry} />
      {(states || props.state.value) && (
        // A key per country: a new country starts its list at the placeholder.
        <Choice key={country} name="state" select={props.state} options={states ?? []} value={props.state.value} />
      )}
    </>
  );
}

function Choice({
  name,
  select,
  options,
  value,
  onChange,
}: {
  name: string;
  select: Select;
  options: Array<[string, string]>;
  value: string;
  onChange?: (value: string) => void;
}) {
  const known = options.some(([code]) => code === value);
  return (
    <div className={select.error ? 'field field-invalid' : 'field'}>
      <label htmlFor={`f-${name}`}>{select.label}</label>
      <select
        id={`f-${name}`}
        name={name}
        defaultValue={known ? value : ''}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
        aria-invalid={select.error ? true : undefined}
        aria-describedby={select.error ? `f-${name}-error` : undefined}
      >
        <option value="">{select.placeholder}</option>
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
      {select.error && (
        <span id={`f-${name}-error`} className="field-error">
          {select.error}
        </span>
      )}
    </div>
  );
}
