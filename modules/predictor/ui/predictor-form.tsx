import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { formatDecimal } from '../services/predictor-format.ts';
import { ALGORITHMS } from '../services/race-prediction.ts';
import type { FormValues, QueryField } from '../services/predictor-query.ts';
import { STANDARD_DISTANCES } from '../../../src/lib/race-distances.ts';
import { RIEGEL_EXPONENT } from '../services/riegel.ts';
import { describedBy, Field, fieldIds } from '../../../src/ui/form.tsx';

/**
 * The predictor's plain GET form: it works without JavaScript and puts every answer in the
 * address, so a result can be reloaded and shared. The server re-fills it from the query.
 */
export function PredictorForm(props: { locale: Locale; action: string; values: FormValues; errors: ReadonlyMap<QueryField, string> }) {
  const LL = t(props.locale);
  const f = LL.predictor.form;
  const v = props.values;
  const err = (field: QueryField) => props.errors.get(field);
  const aria = (field: QueryField, hint = false) => ({
    id: fieldIds(field, 'pr').input,
    name: field,
    'aria-invalid': err(field) ? true : undefined,
    'aria-describedby': describedBy(field, { hint, error: err(field), prefix: 'pr' }),
  });
  const sexError = err('sex');
  /** A number and its unit side by side (the custom distance in km or mi, the weight in kg or lb); the first unit unless the second was chosen. */
  const withUnit = (p: {
    field: 'custom' | 'weight';
    label: string;
    hint?: string;
    size: number;
    unit: 'unit' | 'wunit';
    unitLabel: string;
    units: readonly ['km', 'mi'] | readonly ['kg', 'lb'];
  }) => (
    <div className="pr-row">
      <Field as="custom" prefix="pr" name={p.field} label={p.label} hint={p.hint} error={err(p.field)}>
        <input
          {...aria(p.field, p.hint !== undefined)}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          defaultValue={v[p.field]}
          size={p.size}
        />
      </Field>
      <Field as="custom" prefix="pr" name={p.unit} label={p.unitLabel}>
        <select {...aria(p.unit)} defaultValue={v[p.unit] === p.units[1] ? p.units[1] : p.units[0]}>
          {p.units.map((unit) => (
            <option key={unit} value={unit}>
              {LL.predictor.units[unit]()}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
  return (
    <form method="get" action={props.action} className="pr-form" noValidate>
      <fieldset>
        <legend>{f.race()}</legend>
        <Field as="custom" prefix="pr" name="distance" label={f.distance()} error={err('distance')}>
          <select {...aria('distance')} defaultValue={v.distance || '10k'}>
            {STANDARD_DISTANCES.map((d) => (
              <option key={d.key} value={d.key}>
                {LL.predictor.distances[d.key]()}
              </option>
            ))}
            <option value="custom">{LL.predictor.distances.custom()}</option>
          </select>
        </Field>
        {withUnit({ field: 'custom', label: f.custom(), size: 8, unit: 'unit', unitLabel: f.unit(), units: ['km', 'mi'] })}
        <Field as="custom" prefix="pr" name="time" label={f.time()} hint={f.timeHint()} error={err('time')}>
          <input {...aria('time', true)} type="text" inputMode="numeric" autoComplete="off" defaultValue={v.time} size={10} required />
        </Field>
      </fieldset>
      <fieldset>
        <legend>{f.runner()}</legend>
        <fieldset
          className={sexError ? 'field pr-choices field-invalid' : 'field pr-choices'}
          aria-describedby={sexError ? `${fieldIds('sex', 'pr').hint} ${fieldIds('sex', 'pr').error}` : fieldIds('sex', 'pr').hint}
        >
          <legend>{f.sex()}</legend>
          <small id={fieldIds('sex', 'pr').hint} className="field-help">
            {f.sexHint()}
          </small>
          {(['f', 'm'] as const).map((sex) => (
            <label key={sex} className="pr-choice">
              <input type="radio" name="sex" value={sex} defaultChecked={v.sex === sex} />
              {sex === 'f' ? f.female() : f.male()}
            </label>
          ))}
          {sexError && (
            <p id={fieldIds('sex', 'pr').error} className="field-error">
              {sexError}
            </p>
          )}
        </fieldset>
        <Field as="custom" prefix="pr" name="age" label={f.age()} hint={f.ageHint()} error={err('age')}>
          <input {...aria('age', true)} type="text" inputMode="numeric" autoComplete="off" defaultValue={v.age} size={4} />
        </Field>
        {withUnit({
          field: 'weight',
          label: f.weight(),
          hint: f.weightHint(),
          size: 6,
          unit: 'wunit',
          unitLabel: f.weightUnit(),
          units: ['kg', 'lb'],
        })}
      </fieldset>
      <fieldset>
        <legend>{f.model()}</legend>
        <Field as="custom" prefix="pr" name="algo" label={f.algorithm()}>
          <select {...aria('algo')} defaultValue={(ALGORITHMS as readonly string[]).includes(v.algo) ? v.algo : 'average'}>
            {ALGORITHMS.map((a) => (
              <option key={a} value={a}>
                {LL.predictor.algorithms[a]()}
              </option>
            ))}
          </select>
        </Field>
        <Field as="custom" prefix="pr" name="exp" label={f.exponent()} hint={f.exponentHint()} error={err('exp')}>
          <input
            {...aria('exp', true)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={v.exp || formatDecimal(props.locale, RIEGEL_EXPONENT.default, 2)}
            size={5}
          />
        </Field>
      </fieldset>
      <button type="submit" className="btn">
        {f.submit()}
      </button>
    </form>
  );
}
