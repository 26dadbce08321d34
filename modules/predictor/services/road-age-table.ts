/** One sex's 2020 road table: open-class standards and age factors (×10 000) per age and distance. */
export interface RoadAgeStandards {
  /** Open-class standard per distance of ROAD_DISTANCES_KM, seconds (about the world best). */
  openSeconds: readonly number[];
  /** Row i is age MIN_AGE + i; column j is ROAD_DISTANCES_KM[j]. */
  factors: readonly (readonly number[])[];
}
