import { KM_PER_MI } from '../../../src/lib/units.ts';

/** The distances the form offers and the results table predicts, split as the page shows them. */
export const STANDARD_DISTANCES = [
  { key: '1mi', km: KM_PER_MI, group: 'short' },
  { key: '5k', km: 5, group: 'short' },
  { key: '10k', km: 10, group: 'short' },
  { key: '15k', km: 15, group: 'short' },
  { key: '10mi', km: 10 * KM_PER_MI, group: 'short' },
  { key: 'half', km: 21.0975, group: 'long' },
  { key: '30k', km: 30, group: 'long' },
  { key: 'marathon', km: 42.195, group: 'long' },
  { key: '50k', km: 50, group: 'long' },
  { key: '100k', km: 100, group: 'long' },
] as const;

export type StandardDistance = (typeof STANDARD_DISTANCES)[number];
export type DistanceKey = StandardDistance['key'];

export function standardDistance(key: string): StandardDistance | undefined {
  return STANDARD_DISTANCES.find((d) => d.key === key);
}

/** Custom distances the models are asked about: a track 800 m up to a 200 km ultra. */
export const CUSTOM_KM_RANGE = { min: 0.8, max: 200 } as const;
