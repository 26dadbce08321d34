import type { Locale } from '../../../src/i18n/locales.ts';
import { countryOptions, SUBDIVISIONS } from '../../../src/lib/countries.ts';
import { DISTANCE_PRESETS } from '../../../src/lib/race-distances.ts';
import { ErrorSummary, Field, PostForm, describedBy, fieldIds, type FieldErrors } from '../../../src/ui/form.tsx';
import type { Translator } from '../locales/messages.ts';
import { distanceLabel, tokenMetres } from '../services/event-distances.ts';
import { timeZones } from '../services/event-time.ts';
import { EVENT_STATUSES } from '../services/event-types.ts';

type FieldOptions = ReadonlyArray<{ value: string; label: string }>;

/** What the form shows: the typed values after an error, else the stored race's (all as strings). */
export type EventFormValues = Record<string, string | undefined>;

/**
 * A race's form, for members (propose) and the team (create, edit: with the status). Plain POST,
 * server-validated; errors beside the fields and in a summary (the form kit, src/ui/form.tsx).
 */
export function EventForm(props: {
  locale: Locale;
  LL: Translator;
  action: string;
  label: string;
  submit: string;
  values: EventFormValues;
  errors: FieldErrors;
  withStatus?: boolean;
}) {
  const { locale, LL, values, errors } = props;
  const F = LL.calendar.fields;
  const names = { marathon: LL.calendar.distanceNames.marathon(), half: LL.calendar.distanceNames.half() };
  const chosen = new Set((values.distances ?? '').split(';').filter(Boolean));
  const distancesError = errors.distances?.[0];
  const states = (['US', 'CA'] as const).flatMap((country) =>
    Object.entries(SUBDIVISIONS[country]).map(([code, name]) => ({ value: code, label: `${name} (${country})` })),
  );
  const countries = countryOptions(locale).map((c) => ({ value: c.code, label: c.name }));
  const zones = timeZones().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
  // A list to choose from, its first entry the empty choice (`none`).
  const select = (name: 'timeZone' | 'country' | 'state', none: string, options: FieldOptions, required = false) => (
    <Field
      as="select"
      name={name}
      label={F[name]()}
      errors={errors}
      value={values[name] ?? ''}
      required={required}
      options={[{ value: '', label: none }, ...options]}
    />
  );
  return (
    <PostForm action={props.action} locale={locale} label={props.label} className="stack">
      <ErrorSummary title={LL.calendar.form.summary()} errors={errors} anchors={{ distances: 'f-distances' }} />
      <Field name="name" label={F.name()} errors={errors} value={values.name} required />
      <div className="field-row">
        <Field name="date" type="date" label={F.date()} errors={errors} value={values.date} required />
        <Field name="startTime" type="time" label={F.startTime()} hint={F.startTimeHelp()} errors={errors} value={values.startTime} />
      </div>
      {select('timeZone', F.chooseTimeZone(), zones, true)}
      <Field name="city" label={F.city()} errors={errors} value={values.city} required />
      <div className="field-row">
        {select('country', F.chooseCountry(), countries, true)}
        {select('state', F.noState(), states)}
      </div>
      <fieldset
        id="f-distances"
        className={distancesError ? 'radio-group field-invalid' : 'radio-group'}
        aria-describedby={describedBy('distances', { error: distancesError })}
      >
        <legend>
          {F.distances()}
          <span className="field-required"> *</span>
        </legend>
        {[...DISTANCE_PRESETS]
          .sort((a, b) => (tokenMetres(a.id) ?? 0) - (tokenMetres(b.id) ?? 0))
          .map((preset) => (
            <div key={preset.id} className="field-check">
              <input
                id={`f-distances-${preset.id}`}
                type="checkbox"
                name="distances"
                value={preset.id}
                defaultChecked={chosen.has(preset.id)}
              />
              <label htmlFor={`f-distances-${preset.id}`}>{distanceLabel(preset.id, locale, names)}</label>
            </div>
          ))}
        {distancesError && (
          <span id={fieldIds('distances').error} className="field-error">
            {distancesError}
          </span>
        )}
      </fieldset>
      <Field
        name="customDistances"
        label={F.customDistances()}
        hint={F.customDistancesHelp()}
        errors={errors}
        value={values.customDistances}
      />
      <Field name="website" type="url" label={F.website()} errors={errors} value={values.website} autoComplete="url" />
      <Field name="course" label={F.course()} hint={F.courseHelp()} errors={errors} value={values.course} />
      {props.withStatus && (
        <Field
          as="select"
          name="status"
          label={F.status()}
          errors={errors}
          value={values.status ?? 'published'}
          options={EVENT_STATUSES.map((s) => ({ value: s, label: LL.calendar.statuses[s]() }))}
        />
      )}
      <div>
        <button className="btn" type="submit">
          {props.submit}
        </button>
      </div>
    </PostForm>
  );
}
