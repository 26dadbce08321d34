import { KM_PER_MI } from '../../../../src/lib/units.ts';

/** The race distances offered by the page and accepted by name on the command line. */
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
