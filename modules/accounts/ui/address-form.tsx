import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import type { AddressDto } from '../data/account.dto.ts';
import { countryOptions, SUBDIVISIONS } from '../services/countries.ts';
import { Field, PostForm } from '../../../src/ui/form.tsx';

interface Props {
  locale: Locale;
  address: AddressDto | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
  /** Preselected country for a first address (the visitor's, from geo-location). */
  defaultCountry?: string | null;
}

/** The shipping address; countries from the ISO list in the user's language; US and CA states as lists. */
export function AddressForm({ locale, address, errors, values, defaultCountry }: Props) {
  const A = t(locale).accounts;
  const value = (key: keyof AddressDto) => values[key] ?? address?.[key] ?? (key === 'country' ? (defaultCountry ?? '') : '');
  const select = (name: 'country' | 'state', label: string, placeholder: string, options: Array<[string, string, string?]>) => {
    const error = errors[name]?.[0];
    return (
      <div className={error ? 'field field-invalid' : 'field'}>
        <label htmlFor={`f-${name}`}>{label}</label>
        <select
          id={`f-${name}`}
          name={name}
          defaultValue={value(name)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `f-${name}-error` : undefined}
        >
          <option value="">{placeholder}</option>
          {options.map(([code, text, group]) => (
            <option key={`${group ?? ''}${code}`} value={code}>
              {group ? `${text} (${group})` : text}
            </option>
          ))}
        </select>
        {error && (
          <span id={`f-${name}-error`} className="field-error">
            {error}
          </span>
        )}
      </div>
    );
  };
  const states: Array<[string, string, string?]> = [
    ...Object.entries(SUBDIVISIONS.US).map(([c, n]): [string, string, string] => [c, n, 'US']),
    ...Object.entries(SUBDIVISIONS.CA).map(([c, n]): [string, string, string] => [c, n, 'CA']),
  ];
  return (
    <PostForm action="/api/account/address" locale={locale} label={A.profile.address()}>
      <p className="muted">{A.profile.addressIntro()}</p>
      <Field name="recipient" label={A.fields.recipient()} errors={errors} value={value('recipient')} autoComplete="shipping name" />
      <Field name="street" label={A.fields.street()} errors={errors} value={value('street')} autoComplete="shipping address-line1" />
      <Field
        name="unit"
        label={A.fields.unit()}
        errors={errors}
        value={value('unit')}
        autoComplete="shipping address-line2"
        required={false}
      />
      <div className="field-row">
        <Field name="city" label={A.fields.city()} errors={errors} value={value('city')} autoComplete="shipping address-level2" />
        <Field name="zip" label={A.fields.zip()} errors={errors} value={value('zip')} autoComplete="shipping postal-code" />
      </div>
      {select(
        'country',
        A.fields.country(),
        A.profile.chooseCountry(),
        countryOptions(locale).map((o) => [o.code, o.name]),
      )}
      {select('state', A.fields.state(), A.profile.chooseState(), states)}
      <button className="btn" type="submit">
        {A.profile.save()}
      </button>
    </PostForm>
  );
}
