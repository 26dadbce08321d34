import type { Locale } from '../../../src/i18n/locales.ts';
import { countryName, SUBDIVISIONS } from '../../../src/lib/countries.ts';
import type { FieldErrors } from '../../../src/lib/http-errors.ts';
import { t } from '../locales/messages.ts';
import { addressProblems } from './address-rules.ts';

/** A state's name where the lists know it ("TX" → "Texas"), else what was sent. */
function stateName(state: string): string {
  for (const list of Object.values(SUBDIVISIONS)) if (state in list) return list[state]!;
  return state;
}

/** The address's state and postal code problems as field messages in the member's language. */
export function addressErrors(address: { country: string; state: string | null; zip: string }, locale: Locale): FieldErrors {
  const LL = t(locale).accounts;
  const problems = addressProblems(address);
  const country = countryName(address.country, locale) ?? address.country;
  const errors: FieldErrors = {};
  if (problems.state === 'stateRequired') errors.state = [LL.errors.required({ field: LL.fields.state() })];
  if (problems.state === 'stateNotInCountry')
    errors.state = [LL.errors.stateNotInCountry({ state: stateName(address.state ?? ''), country })];
  if (problems.zip) errors.zip = [LL.errors.postalCode({ country })];
  return errors;
}
