import { isSubdivisionOf } from '../../../src/lib/countries.ts';

export { countryOptions, isCountryCode, SUBDIVISIONS } from '../../../src/lib/countries.ts';

/** On a shipping address a state is required, and must be from the list, for the US and Canada; free text elsewhere. */
export function stateIsValid(country: string, state: string | null): boolean {
  if (country !== 'US' && country !== 'CA') return true;
  return state !== null && isSubdivisionOf(country, state);
}
