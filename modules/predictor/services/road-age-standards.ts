import { FEMALE_ROAD_2020 } from './road-age-standards-female-2020.ts';
import { MALE_ROAD_2020 } from './road-age-standards-male-2020.ts';
import type { RoadAgeStandards } from './road-age-table.ts';

export type Sex = 'm' | 'f';

/** 1 mi, 5 km, 6 km, 4 mi, 8 km, 5 mi, 10 km, 12 km, 15 km, 10 mi, 20 km, half, 25 km, 30 km, marathon, 50 km, 50 mi, 100 km, 150 km, 100 mi, 200 km. */
export const ROAD_DISTANCES_KM: readonly number[] = [
  1.609344, 5, 6, 6.437376, 8, 8.04672, 10, 12, 15, 16.09344, 20, 21.0975, 25, 30, 42.195, 50, 80.4672, 100, 150, 160.9344, 200,
];
export const MIN_AGE = 5;
export const MAX_AGE = 100;

const TABLES: Record<Sex, RoadAgeStandards> = { m: MALE_ROAD_2020, f: FEMALE_ROAD_2020 };

export function roadStandards(sex: Sex): RoadAgeStandards {
  return TABLES[sex];
}

/** The columns around `km` and the position between them, on a log-distance scale; null off the table. */
export function distanceBracket(km: number): { lower: number; upper: number; weight: number } | null {
  const first = ROAD_DISTANCES_KM[0]!;
  const last = ROAD_DISTANCES_KM[ROAD_DISTANCES_KM.length - 1]!;
  // A small tolerance so that 1609.34 m or 42.2 km still land on their column.
  if (km < first * 0.999 || km > last * 1.001) return null;
  const clamped = Math.min(Math.max(km, first), last);
  for (let upper = 1; upper < ROAD_DISTANCES_KM.length; upper++) {
    const hi = ROAD_DISTANCES_KM[upper]!;
    if (clamped <= hi) {
      const lo = ROAD_DISTANCES_KM[upper - 1]!;
      return { lower: upper - 1, upper, weight: Math.log(clamped / lo) / Math.log(hi / lo) };
    }
  }
  return null;
}
