import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import { formatDecimal } from '../services/predictor-format.ts';
import { ALGORITHMS } from '../services/race-prediction.ts';
import type { FormValues, QueryField } from '../services/predictor-query.ts';
import { STANDARD_DISTANCES } from '../../../src/lib/race-distances.ts';
import { RIEGEL_EXPONENT } from '../services/riegel.ts';
import { describedBy, fieldIds, FormField } from './form-field.tsx';

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
    id: fieldIds(field).input,
    name: field,
    'aria-invalid': err(field) ? true : undefined,
    'aria-describedby': describedBy(field, hint, err(field)),
  });
  const sexError = err('sex');
  return (
    <form method="get" action={props.action} className="pr-form" noValidate>
      <fieldset>
        <legend>{f.race()}</legend>
        <FormField name="distance" label={f.distance()} error={err('distance')}>
          <select {...aria('distance')} defaultValue={v.distance || '10k'}>
            {STANDARD_DISTANCES.map((d) => (
              <option key={d.key} value={d.key}>
                {LL.predictor.distances[d.key]()}
              </option>
            ))}
            <option value="custom">{LL.predictor.distances.custom()}</option>
          </select>
        </FormField>
        <div className="pr-row">
          <FormField name="custom" label={f.custom()} error={err('custom')}>
            <input {...aria('custom')} type="text" inputMode="decimal" autoComplete="off" defaultValue={v.custom} size={8} />
          </FormField>
          <FormField name="unit" label={f.unit()}>
            <select {...aria('unit')} defaultValue={v.unit === 'mi' ? 'mi' : 'km'}>
              <option value="km">{LL.predictor.units.km()}</option>
              <option value="mi">{LL.predictor.units.mi()}</option>
            </select>
          </FormField>
        </div>
        <FormField name="time" label={f.time()} hint={f.timeHint()} error={err('time')}>
          <input {...aria('time', true)} type="text" inputMode="numeric" autoComplete="off" defaultValue={v.time} size={10} required />
        </FormField>
      </fieldset>
      <fieldset>
        <legend>{f.runner()}</legend>
        <fieldset
          className={sexError ? 'pr-field pr-choices pr-invalid' : 'pr-field pr-choices'}
          aria-describedby={sexError ? `${fieldIds('sex').hint} ${fieldIds('sex').error}` : fieldIds('sex').hint}
        >
          <legend>{f.sex()}</legend>
          <small id={fieldIds('sex').hint} className="pr-hint">
            {f.sexHint()}
          </small>
          {(['f', 'm'] as const).map((sex) => (
            <label key={sex} className="pr-choice">
              <input type="radio" name="sex" value={sex} defaultChecked={v.sex === sex} />
              {sex === 'f' ? f.female() : f.male()}
            </label>
          ))}
          {sexError && (
            <p id={fieldIds('sex').error} className="pr-error">
              {sexError}
            </p>
          )}
        </fieldset>
        <FormField name="age" label={f.age()} hint={f.ageHint()} error={err('age')}>
          <input {...aria('age', true)} type="text" inputMode="numeric" autoComplete="off" defaultValue={v.age} size={4} />
        </FormField>
        <div className="pr-row">
          <FormField name="weight" label={f.weight()} hint={f.weightHint()} error={err('weight')}>
            <input {...aria('weight', true)} type="text" inputMode="decimal" autoComplete="off" defaultValue={v.weight} size={6} />
          </FormField>
          <FormField name="wunit" label={f.weightUnit()}>
            <select {...aria('wunit')} defaultValue={v.wunit === 'lb' ? 'lb' : 'kg'}>
              <option value="kg">{LL.predictor.units.kg()}</option>
              <option value="lb">{LL.predictor.units.lb()}</option>
            </select>
          </FormField>
        </div>
      </fieldset>
      <fieldset>
        <legend>{f.model()}</legend>
        <FormField name="algo" label={f.algorithm()}>
          <select {...aria('algo')} defaultValue={(ALGORITHMS as readonly string[]).includes(v.algo) ? v.algo : 'average'}>
            {ALGORITHMS.map((a) => (
              <option key={a} value={a}>
                {LL.predictor.algorithms[a]()}
              </option>
            ))}
          </select>
        </FormField>
        <FormField name="exp" label={f.exponent()} hint={f.exponentHint()} error={err('exp')}>
          <input
            {...aria('exp', true)}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={v.exp || formatDecimal(props.locale, RIEGEL_EXPONENT.default, 2)}
            size={5}
          />
        </FormField>
      </fieldset>
      <button type="submit" className="btn">
        {f.submit()}
      </button>
    </form>
  );
}
