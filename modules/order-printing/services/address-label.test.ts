import { describe, expect, it } from 'vitest';
import { addressLabelLines } from './address-label.ts';

describe('address labels by country group', () => {
  it('Canada: city, province, two spaces, postal code', () => {
    expect(
      addressLabelLines({
        recipient: 'Ana Runner',
        street: '12 rue du Lac',
        unit: 'app. 3',
        city: 'Montréal',
        zip: 'H2X 1Y4',
        state: 'QC',
        country: 'CA',
      }),
    ).toEqual(['ANA RUNNER', '12 RUE DU LAC, APP. 3', 'MONTRÉAL QC  H2X 1Y4', 'CANADA']);
  });
  it('United States: city, state, ZIP', () => {
    expect(
      addressLabelLines({
        recipient: 'Bo',
        street: '1 Main St',
        unit: null,
        city: 'Boston',
        zip: '02116',
        state: 'MA',
        country: 'US',
      }).slice(2),
    ).toEqual(['BOSTON MA 02116', 'UNITED STATES']);
  });
  it('elsewhere: postcode, city, then the country in English', () => {
    expect(
      addressLabelLines(
        { recipient: 'Carla', street: 'Via Roma 1', unit: null, city: 'Milano', zip: '20121', state: null, country: 'IT' },
        'PB-000007',
      ).slice(2),
    ).toEqual(['20121 MILANO', 'ITALY', 'PB-000007']);
  });
});
