/**
 * Sanity bounds for a goal time, so that typos ("0:35:00" for a marathon) are caught before a
 * band is printed.
 *
 * Fastest: a Riegel curve (T2 = T1 · (D2/D1)^1.06, Riegel 1981, Am Sci 69:285) anchored on a 12:35
 * 5 km (the 5000 m world record of 2020). It lands on 2:00:43 for the marathon (record 2:00:35) and
 * is looser than the records beyond (5:01 for 100 km against 6:05). We refuse goals more than 5 %
 * faster than the curve: world-class runners pass, typos do not.
 *
 * Slowest: 3 km/h over the whole course, a slow walk; slower goals are almost always typos
 * ("3:30" read as minutes:seconds). 100-mile cut-offs (30–36 h) stay inside it.
 */
const ANCHOR_M = 5000;
const ANCHOR_S = 12 * 60 + 35;
export const RIEGEL_EXPONENT = 1.06;
const FAST_MARGIN = 0.95;
const SLOWEST_SPEED_MPS = 3000 / 3600;

export const MIN_DISTANCE_M = 1000;
export const MAX_DISTANCE_M = 250_000;

/** The fastest goal we accept for a distance, seconds (not rounded). */
export function fastestGoalSeconds(distanceM: number): number {
  return FAST_MARGIN * ANCHOR_S * (distanceM / ANCHOR_M) ** RIEGEL_EXPONENT;
}

/** The slowest goal we accept for a distance, seconds (not rounded). */
export function slowestGoalSeconds(distanceM: number): number {
  return distanceM / SLOWEST_SPEED_MPS;
}
