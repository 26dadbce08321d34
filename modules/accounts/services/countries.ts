export { countryOptions, isCountryCode, SUBDIVISIONS } from '../../../src/lib/countries.ts';
