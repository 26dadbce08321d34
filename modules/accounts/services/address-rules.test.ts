import { describe, expect, it } from 'vitest';
import { addressProblems, normalisePostalCode } from './address-rules.ts';

describe('postal codes are written as the country’s post writes them', () => {
  const cases: Array<[string, string, string]> = [
    ['CA', 'h2x1y4', 'H2X 1Y4'],
    ['CA', ' H2X-1Y4 ', 'H2X 1Y4'],
    ['GB', 'sw1a1aa', 'SW1A 1AA'],
    ['NL', '1234ab', '1234 AB'],
    ['US', ' 02116 ', '02116'],
    ['US', '02116-1234', '02116-1234'],
    ['FR', '75  001', '75 001'],
    ['DE', '10115', '10115'],
  ];
  for (const [country, typed, want] of cases)
    it(`${country} "${typed}" → "${want}"`, () => expect(normalisePostalCode(country, typed)).toBe(want));
});

describe('the state follows the country, the postal code has the country’s shape', () => {
  const place = (country: string, state: string | null, zip: string) => ({ country, state, zip });
  const cases: Array<[string, ReturnType<typeof place>, ReturnType<typeof addressProblems>]> = [
    ['Quebec in Canada', place('CA', 'QC', 'h2x 1y4'), {}],
    ['Texas in the US', place('US', 'TX', '75001'), {}],
    ['France with Texas is refused', place('FR', 'TX', '75001'), { state: 'stateNotInCountry' }],
    ['Canada with Texas is refused', place('CA', 'TX', 'H2X 1Y4'), { state: 'stateNotInCountry' }],
    ['the US without a state is refused', place('US', null, '02116'), { state: 'stateRequired' }],
    ['France without a state', place('FR', null, '75001'), {}],
    ['a Canadian code in the US is refused', place('US', 'MA', 'H2X 1Y4'), { zip: 'zip' }],
    ['four digits in France are refused', place('FR', null, '7500'), { zip: 'zip' }],
    ['a US code in Canada is refused', place('CA', 'ON', '02116'), { zip: 'zip' }],
    ['a UK code without its space', place('GB', null, 'sw1a1aa'), {}],
    ['a country the table does not know takes any code', place('HK', null, '000'), {}],
  ];
  for (const [name, address, want] of cases) it(name, () => expect(addressProblems(address)).toEqual(want));
});
