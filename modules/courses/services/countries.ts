import { isSubdivisionOf } from '../../../src/lib/countries.ts';

export { countryName, countryOptions, isCountryCode, SUBDIVISIONS as STATES } from '../../../src/lib/countries.ts';

/** A course's state is optional, but when given it must be one of its country's (US or Canada only). */
export function stateIsValid(country: string | null, state: string | null): boolean {
  return state === null || isSubdivisionOf(country, state);
}
