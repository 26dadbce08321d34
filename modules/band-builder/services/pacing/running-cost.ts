import type { EffortModel, PaceStrategy } from '../plan-types.ts';

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
 * Downhill treatment of the metabolic model. Minetti's curve keeps falling to about −20 % (cost ≈
 * 1.7, half the flat cost): read as pace, a runner would descend twice as fast as on the flat,
 * which nobody does. Below 0 we keep DOWNHILL_SHARE of Minetti's saving, and no further saving
 * beyond STEEPEST_USEFUL_DESCENT. Net effect: −5 % → 0.88, −10 % and steeper → 0.80.
 */
export const DOWNHILL_SHARE = 0.5;
export const STEEPEST_USEFUL_DESCENT = -0.1;

/** Time per metre relative to the flat at constant metabolic power (Minetti, downhill tempered). */
export function metabolicRatio(grade: number): number {
  if (grade >= 0) return minettiCost(grade) / FLAT_COST;
  const g = Math.max(grade, STEEPEST_USEFUL_DESCENT);
  return 1 - DOWNHILL_SHARE * (1 - minettiCost(g) / FLAT_COST);
}

/**
 * Strava's heart-rate based grade adjustment (D. Robb, "An Improved GAP Model", Strava
 * Engineering, 3 Oct 2017: ~6 million runs of 240,000 athletes, 60 s steady windows, pace at equal
 * heart rate relative to the flat). Strava publishes the curve, not its formula. The factors it
 * applies were measured by A. Schroeder (github.com/aaron-schroeder/specialsauce,
 * sources/strava.py: synthetic constant-grade uploads, factor independent of speed) at 21 grades
 * from −45 % to +45 %; this is our least-squares quartic through them, constrained to 1 on the
 * flat. Largest residual 0.04 (at +20 %), within 0.025 for |grade| ≤ 10 %.
 * +1 % → 1.033, +5 % → 1.19, +10 % → 1.48; fastest at −8.5 % (0.870); back to 1 at about −17 %.
 */
export const RUNNERS_COEFFICIENTS = [3.0705, 18.185, -3.1312, -36.413] as const;

export function runnersRatio(grade: number): number {
  const g = Math.min(0.45, Math.max(-0.45, grade));
  const [a, b, c, d] = RUNNERS_COEFFICIENTS;
  return 1 + g * (a + g * (b + g * (c + g * d)));
}

/** Time per metre at this grade relative to the flat, at constant effort (even-effort). */
export function effortRatio(grade: number, model: EffortModel = 'runners'): number {
  return model === 'metabolic' ? metabolicRatio(grade) : runnersRatio(grade);
}

// effort-x2 must not turn a descent into a free ride: time per metre stays at least this share.
const MIN_RATIO = 0.25;

/**
 * Relative time per metre at `grade` for a strategy: the weight the planner distributes time by.
 * (effort-x2 is further floored at the even-effort plan's fastest pace; see costPieces.)
 */
export function strategyRatio(strategy: PaceStrategy, grade: number, model: EffortModel = 'runners'): number {
  if (strategy === 'even-pace') return 1;
  const r = effortRatio(grade, model);
  if (strategy === 'even-effort') return r;
  return Math.max(MIN_RATIO, 1 + 2 * (r - 1));
}
