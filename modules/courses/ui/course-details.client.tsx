'use client';
import { Field } from '../../../src/ui/form.tsx';
import type { CourseFormProps } from './form-types.ts';

interface DetailsProps {
  props: CourseFormProps;
  values: Record<string, string>;
  errors: Record<string, string[]>;
  set: (name: string, value: string) => void;
}

/** The race's fields (the form kit's, ids `cf-<name>`); each shows the first server message of its field (SPEC 8). */
export function CourseDetails({ props, values, errors, set }: DetailsProps) {
  const L = props.labels;
  const live = (name: string) => ({ name, prefix: 'cf', errors, value: values[name] ?? '', onChange: (value: string) => set(name, value) });
  const states = props.states[values.countryCode ?? ''] ?? [];
  const none = { value: '', label: L.choices.none };
  return (
    <fieldset>
      <legend>{L.form.details}</legend>
      <Field {...live('title')} label={L.fields.title} maxLength={120} hint={L.hints.title} />
      <Field {...live('series')} label={L.fields.series} maxLength={120} />
      <Field
        {...live('distance')}
        as="select"
        label={L.fields.distance}
        options={[...props.distances.map((d) => ({ value: d.code, label: d.name })), { value: 'custom', label: L.choices.custom }]}
      />
      {values.distance === 'custom' && <Field {...live('customDistanceKm')} inputMode="decimal" label={L.fields.customDistance} />}
      <Field {...live('city')} label={L.fields.city} maxLength={100} />
      <Field
        {...live('countryCode')}
        as="select"
        label={L.fields.country}
        options={[none, ...props.countries.map((c) => ({ value: c.code, label: c.name }))]}
        onChange={(value) => {
          set('countryCode', value);
          set('stateCode', '');
        }}
      />
      {states.length > 0 && (
        <Field
          {...live('stateCode')}
          as="select"
          label={L.fields.state}
          options={[none, ...states.map((s) => ({ value: s.code, label: s.name }))]}
        />
      )}
      <Field {...live('website')} label={L.fields.website} maxLength={500} />
      <Field {...live('facebook')} label={L.fields.facebook} maxLength={200} hint={L.hints.facebook} />
      <Field {...live('note')} label={L.fields.note} maxLength={500} />
      <Field {...live('description')} as="textarea" label={L.fields.description} rows={4} maxLength={5000} />
      <Field
        {...live('status')}
        value={values.status ?? 'private'}
        as="select"
        label={L.fields.status}
        options={props.statuses.map((s) => ({ value: s, label: L.status[s] }))}
        hint={props.statuses.includes('public') ? undefined : L.hints.status}
      />
    </fieldset>
  );
}
