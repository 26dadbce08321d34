import type { PaceStrategy } from '../plan-types.ts';

/**
 * Energy cost of running on a slope, J/kg/m, i = grade as a fraction (0.05 = 5 %).
 * Minetti A.E., Moia C., Roi G.S., Susta D., Ferretti G. (2002), "Energy cost of walking and
 * running at extreme uphill and downhill slopes", J Appl Physiol 93:1039–1046, eq. for Cr.
 * Fitted on −45 %…+45 %; we clamp to that range rather than extrapolate a quintic.
 */
export function minettiCost(i: number): number {
  const g = Math.min(0.45, Math.max(-0.45, i));
  return ((((155.4 * g - 30.4) * g - 43.3) * g + 46.3) * g + 19.5) * g + 3.6;
}

const FLAT_COST = minettiCost(0);

/**
 * Downhill treatment. Minetti's curve keeps falling to about −20 % (cost ≈ 1.7, half the flat
 * cost): read as pace, a runner would descend twice as fast as on the flat, which nobody does
 * (braking, impact and footing limit the speed; Minetti et al. note their model errs on downhill
 * race performance). Strava's heart-rate based GAP model (D. Robb, "An Improved GAP Model",
 * Strava Engineering, 2017) found the real downhill benefit much smaller than Minetti's, and its
 * earlier post (2013) that it stops growing on steep descents. So below 0 we keep
 * DOWNHILL_SHARE of Minetti's saving, and no further saving beyond STEEPEST_USEFUL_DESCENT.
 * Net effect: −5 % → 0.88, −10 % and steeper → 0.80 of the flat time per metre.
 */
export const DOWNHILL_SHARE = 0.5;
export const STEEPEST_USEFUL_DESCENT = -0.1;

/** Time per metre at this grade relative to the flat, at constant effort (even-effort). */
export function effortRatio(grade: number): number {
  if (grade >= 0) return minettiCost(grade) / FLAT_COST;
  const g = Math.max(grade, STEEPEST_USEFUL_DESCENT);
  return 1 - DOWNHILL_SHARE * (1 - minettiCost(g) / FLAT_COST);
}

// effort-x2 must not turn a descent into a free ride: time per metre stays at least this share.
const MIN_RATIO = 0.25;

/** Relative time per metre at `grade` for a strategy: the weight the planner distributes time by. */
export function strategyRatio(strategy: PaceStrategy, grade: number): number {
  if (strategy === 'even-pace') return 1;
  const r = effortRatio(grade);
  if (strategy === 'even-effort') return r;
  return Math.max(MIN_RATIO, 1 + 2 * (r - 1));
}
