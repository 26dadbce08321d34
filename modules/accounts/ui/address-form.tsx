import type { Locale } from '../../../src/i18n/locales.ts';
import { t } from '../locales/messages.ts';
import type { AddressDto } from '../data/account.dto.ts';
import { countryOptions, SUBDIVISIONS } from '../services/countries.ts';
import { Field, PostForm } from '../../../src/ui/form.tsx';
import { CountryStateFields } from './country-state-fields.client.tsx';
import { accountsApi } from '../api-paths.ts';

interface Props {
  locale: Locale;
  address: AddressDto | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
  /** Preselected country for a first address (the visitor's, from geo-location). */
  defaultCountry?: string | null;
}

/** The shipping address; countries from the ISO list in the user's language; the chosen country's states (US, CA) as a second list. */
export function AddressForm({ locale, address, errors, values, defaultCountry }: Props) {
  const A = t(locale).accounts;
  const value = (key: keyof AddressDto) => values[key] ?? address?.[key] ?? (key === 'country' ? (defaultCountry ?? '') : '');
  const country = value('country');
  const states = Object.fromEntries(
    Object.entries(SUBDIVISIONS).map(([code, list]) => [code, Object.entries(list).sort((a, b) => a[1].localeCompare(b[1], locale))]),
  );
  return (
    <PostForm action={accountsApi.routes.address.href()} locale={locale} label={A.profile.address()}>
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
      <CountryStateFields
        countries={countryOptions(locale).map((o): [string, string] => [o.code, o.name])}
        states={states}
        country={{ label: A.fields.country(), placeholder: A.profile.chooseCountry(), error: errors.country?.[0], value: country }}
        state={{ label: A.fields.state(), placeholder: A.profile.chooseState(), error: errors.state?.[0], value: value('state') }}
      />
      <button className="btn" type="submit">
        {A.profile.save()}
      </button>
    </PostForm>
  );
}
