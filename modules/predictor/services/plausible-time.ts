import { openStandardSeconds } from './age-grading.ts';
import { ROAD_DISTANCES_KM, type Sex } from './road-age-standards.ts';
import { riegelSeconds } from './riegel.ts';

/**
 * Bounds that turn typos into messages before any model runs. The fastest time is 95 % of the
 * 2020 open-class standard (about the world best; a new record beats it by a percent or two,
 * never by five). Below the shortest table distance the 1-mile standard is scaled with Riegel.
 */
const RECORD_MARGIN = 0.95;
/** 30 min/km is a slow walk: such a time says nothing about running fitness. */
export const SLOWEST_PACE_S_PER_KM = 30 * 60;

export function fastestPlausibleSeconds(km: number, sex: Sex): number {
  const shortest = ROAD_DISTANCES_KM[0]!;
  const standard = km < shortest ? riegelSeconds(openStandardSeconds(sex, shortest)!, shortest, km) : openStandardSeconds(sex, km);
  return (standard ?? 0) * RECORD_MARGIN;
}
