import { KM_PER_MI } from './units.ts';

/**
 * The race distances of the product, in one place: the build page's and the courses' presets,
 * the command line's names, and the subset the predictor tabulates. Band builder, courses and
 * predictor all read them here, so no module depends on another for them.
 */
export interface DistancePreset {
  id: string;
  label: string;
  metres: number;
}

export const DISTANCE_PRESETS: readonly DistancePreset[] = [
  { id: '5k', label: '5 km', metres: 5000 },
  { id: '10k', label: '10 km', metres: 10_000 },
  { id: '15k', label: '15 km', metres: 15_000 },
  { id: '10mi', label: '10 mi', metres: 10 * KM_PER_MI * 1000 },
  { id: '20k', label: '20 km', metres: 20_000 },
  { id: 'half', label: 'Half marathon', metres: 21_097.5 },
  { id: '25k', label: '25 km', metres: 25_000 },
  { id: '30k', label: '30 km', metres: 30_000 },
  { id: 'marathon', label: 'Marathon', metres: 42_195 },
  { id: '50k', label: '50 km', metres: 50_000 },
  { id: '50mi', label: '50 mi', metres: 50 * KM_PER_MI * 1000 },
  { id: '100k', label: '100 km', metres: 100_000 },
  { id: '100mi', label: '100 mi', metres: 100 * KM_PER_MI * 1000 },
];

export function distancePreset(id: string): DistancePreset | undefined {
  return DISTANCE_PRESETS.find((preset) => preset.id === id.toLowerCase());
}

/** The distances the predictor's form offers and its results table predicts, split as the page shows them. */
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

/** Custom distances the predictor is asked about: a track 800 m up to a 200 km ultra. */
export const CUSTOM_KM_RANGE = { min: 0.8, max: 200 } as const;
