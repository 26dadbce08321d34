import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import { isSubdivisionOf, SUBDIVISIONS } from '../../../src/lib/countries.ts';

/** What is wrong with an address's state or postal code, for its country. */
export type AddressProblem = 'stateRequired' | 'stateNotInCountry' | 'zip';

interface Place {
  country: string;
  state: string | null;
  zip: string;
}

/** Countries whose post needs a state or province from a list (the form's second list). */
function hasStateList(country: string): country is keyof typeof SUBDIVISIONS {
  return country in SUBDIVISIONS;
}

/**
 * A postal code as the country's post writes it: upper case, single spaces, and the usual
 * space for Canada ("h2x1y4" → "H2X 1Y4"), the United Kingdom ("sw1a1aa" → "SW1A 1AA") and the
 * Netherlands ("1234ab" → "1234 AB").
 */
export function normalisePostalCode(country: string, zip: string): string {
  const text = zip.trim().toUpperCase().replace(/\s+/g, ' ');
  const compact = text.replace(/[\s-]/g, '');
  if (country === 'CA' && /^[A-Z]\d[A-Z]\d[A-Z]\d$/.test(compact)) return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  if ((country === 'GB' || country === 'IM' || country === 'JE' || country === 'GG') && /^[A-Z0-9]{5,7}$/.test(compact))
    return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (country === 'NL' && /^\d{4}[A-Z]{2}$/.test(compact)) return `${compact.slice(0, 4)} ${compact.slice(4)}`;
  return text;
}

/** The address's state and postal code, normalised (the state as its code, upper case; none when empty). */
export function normalisePlace<T extends Place>(address: T): T {
  const state = address.state?.trim().toUpperCase() || null;
  return { ...address, state, zip: normalisePostalCode(address.country, address.zip) };
}

/**
 * The state must be one of the country's (required for the US and Canada; none elsewhere, so
 * "France, Texas" is refused) and the postal code must have the country's shape, checked with
 * postcode-validator's table where it knows the country.
 */
export function addressProblems(address: Place): Partial<Record<'state' | 'zip', AddressProblem>> {
  const problems: Partial<Record<'state' | 'zip', AddressProblem>> = {};
  const { country, state } = normalisePlace(address);
  if (hasStateList(country)) {
    if (!state) problems.state = 'stateRequired';
    else if (!isSubdivisionOf(country, state)) problems.state = 'stateNotInCountry';
  } else if (state) problems.state = 'stateNotInCountry';
  const zip = normalisePostalCode(country, address.zip);
  if (zip && postcodeValidatorExistsForCountry(country) && !postcodeValidator(zip, country)) problems.zip = 'zip';
  return problems;
}
