'use client';
import type { CourseFormProps } from './form-types.ts';

interface DetailsProps {
  props: CourseFormProps;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  set: (name: string, value: string) => void;
}

/** The race's fields; each shows the first server message of its field (SPEC 8). */
export function CourseDetails({ props, values, errors, set }: DetailsProps) {
  const L = props.labels;
  const field = (name: string, label: string, input: React.ReactNode, hint?: string) => {
    const error = errors[name]?.[0];
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={`cf-${name}`}>{label}</label>
        {input}
        {hint && (
          <small id={`cf-${name}-help`} className="field-help">
            {hint}
          </small>
        )}
        {error && (
          <small id={`cf-${name}-error`} className="field-error" role="alert">
            {error}
          </small>
        )}
      </div>
    );
  };
  const aria = (name: string, hint?: boolean) => ({
    id: `cf-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': [hint ? `cf-${name}-help` : '', errors[name] ? `cf-${name}-error` : ''].filter(Boolean).join(' ') || undefined,
  });
  const text = (name: string, label: string, max: number, hint?: string) =>
    field(
      name,
      label,
      <input {...aria(name, !!hint)} maxLength={max} value={values[name] ?? ''} onChange={(e) => set(name, e.target.value)} />,
      hint,
    );
  const states = props.states[values.countryCode ?? ''] ?? [];
  return (
    <fieldset>
      <legend>{L.form.details}</legend>
      {text('title', L.fields.title, 120, L.hints.title)}
      {text('series', L.fields.series, 120)}
      {field(
        'distance',
        L.fields.distance,
        <select {...aria('distance')} value={values.distance ?? ''} onChange={(e) => set('distance', e.target.value)}>
          {props.distances.map((d) => (
            <option key={d.code} value={d.code}>
              {d.name}
            </option>
          ))}
          <option value="custom">{L.choices.custom}</option>
        </select>,
      )}
      {values.distance === 'custom' &&
        field(
          'customDistanceKm',
          L.fields.customDistance,
          <input
            {...aria('customDistanceKm')}
            inputMode="decimal"
            value={values.customDistanceKm ?? ''}
            onChange={(e) => set('customDistanceKm', e.target.value)}
          />,
        )}
      {text('city', L.fields.city, 100)}
      {field(
        'countryCode',
        L.fields.country,
        <select
          {...aria('countryCode')}
          value={values.countryCode ?? ''}
          onChange={(e) => {
            set('countryCode', e.target.value);
            set('stateCode', '');
          }}
        >
          <option value="">{L.choices.none}</option>
          {props.countries.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>,
      )}
      {states.length > 0 &&
        field(
          'stateCode',
          L.fields.state,
          <select {...aria('stateCode')} value={values.stateCode ?? ''} onChange={(e) => set('stateCode', e.target.value)}>
            <option value="">{L.choices.none}</option>
            {states.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name}
              </option>
            ))}
          </select>,
        )}
      {text('website', L.fields.website, 500)}
      {text('facebook', L.fields.facebook, 200, L.hints.facebook)}
      {text('note', L.fields.note, 500)}
      {field(
        'description',
        L.fields.description,
        <textarea
          {...aria('description')}
          rows={4}
          maxLength={5000}
          value={values.description ?? ''}
          onChange={(e) => set('description', e.target.value)}
        />,
      )}
      {field(
        'status',
        L.fields.status,
        <select
          {...aria('status', !props.statuses.includes('public'))}
          value={values.status ?? 'private'}
          onChange={(e) => set('status', e.target.value)}
        >
          {props.statuses.map((s) => (
            <option key={s} value={s}>
              {L.status[s]}
            </option>
          ))}
        </select>,
        props.statuses.includes('public') ? undefined : L.hints.status,
      )}
    </fieldset>
  );
}
