import type { EffortModel, GradeRatio, PaceStrategy } from './plan-types.ts';

/** A named grade model, or a runner's own curve (personal-hills.ts). */
export type GradeModel = EffortModel | GradeRatio;

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
 * from −45 % to +45 % (docs/decisions/0004-pacing-model.md).
 */
export const STRAVA_FACTORS: readonly (readonly [grade: number, factor: number])[] = [
  [-0.45, 2.096],
  [-0.3, 1.495],
  [-0.25, 1.273],
  [-0.2, 1.081],
  [-0.15, 0.941],
  [-0.1, 0.876],
  [-0.08, 0.876],
  [-0.06, 0.891],
  [-0.04, 0.918],
  [-0.02, 0.96],
  [0, 1],
  [0.02, 1.055],
  [0.04, 1.135],
  [0.06, 1.228],
  [0.08, 1.337],
  [0.1, 1.459],
  [0.15, 1.846],
  [0.2, 2.297],
  [0.25, 2.727],
  [0.3, 3.158],
  [0.45, 4.286],
];

/**
 * A monotone piecewise-cubic (PCHIP, Fritsch & Carlson 1980, "Monotone piecewise cubic
 * interpolation", SIAM J. Numer. Anal. 17(2):238–246) through points sorted by x: it passes through
 * every point, never overshoots between two (no bump a fit would invent) and keeps each stretch's
 * rise or fall. Slopes: weighted harmonic mean of the neighbouring secants inside, zero where the
 * data turn; the three-point shape-preserving formula at the ends.
 */
export function pchip(points: readonly (readonly [number, number])[]): (x: number) => number {
  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const n = xs.length;
  const h = xs.slice(1).map((x, k) => x - xs[k]!);
  const secant = h.map((hk, k) => (ys[k + 1]! - ys[k]!) / hk);
  const slope = new Array<number>(n).fill(0);
  for (let k = 1; k < n - 1; k++) {
    const [a, b] = [secant[k - 1]!, secant[k]!];
    if (a * b <= 0) continue;
    const w1 = 2 * h[k]! + h[k - 1]!;
    const w2 = h[k]! + 2 * h[k - 1]!;
    slope[k] = (w1 + w2) / (w1 / a + w2 / b);
  }
  const edge = (h0: number, h1: number, d0: number, d1: number) => {
    const d = ((2 * h0 + h1) * d0 - h0 * d1) / (h0 + h1);
    if (Math.sign(d) !== Math.sign(d0)) return 0;
    if (Math.sign(d0) !== Math.sign(d1) && Math.abs(d) > 3 * Math.abs(d0)) return 3 * d0;
    return d;
  };
  slope[0] = edge(h[0]!, h[1]!, secant[0]!, secant[1]!);
  slope[n - 1] = edge(h[n - 2]!, h[n - 3]!, secant[n - 2]!, secant[n - 3]!);
  return (x: number) => {
    const clamped = Math.min(xs[n - 1]!, Math.max(xs[0]!, x));
    let k = 0;
    while (k < n - 2 && clamped > xs[k + 1]!) k++;
    const t = (clamped - xs[k]!) / h[k]!;
    const t2 = t * t;
    const t3 = t2 * t;
    return (
      (2 * t3 - 3 * t2 + 1) * ys[k]! +
      (t3 - 2 * t2 + t) * h[k]! * slope[k]! +
      (-2 * t3 + 3 * t2) * ys[k + 1]! +
      (t3 - t2) * h[k]! * slope[k + 1]!
    );
  };
}

const stravaCurve = pchip(STRAVA_FACTORS);

/**
 * Time per metre relative to the flat at equal effort from runners' data: Strava's factors,
 * interpolated (PCHIP) between the measured grades and clamped to ±45 %. +1 % → 1.025,
 * +2 % → 1.055, +5 % → 1.18, +10 % → 1.46; −2 % → 0.96, −5 % → 0.90, fastest from −10 % to −8 %
 * (0.876), back to the flat's pace near −17 %. (A quartic fit, used before, put +1 % at 1.033 and
 * +2 % at 1.070: 20–45 % more adjustment than Strava's own on the road grades that make a marathon.)
 */
export function runnersRatio(grade: number): number {
  return stravaCurve(grade);
}

/** Time per metre at this grade relative to the flat, at constant effort (even-effort). ('mine' is resolved to its curve by the planner.) */
export function effortRatio(grade: number, model: GradeModel = 'runners'): number {
  if (typeof model === 'function') return model(grade);
  return model === 'metabolic' ? metabolicRatio(grade) : runnersRatio(grade);
}

// effort-x2 must not turn a descent into a free ride: time per metre stays at least this share.
const MIN_RATIO = 0.25;

/**
 * The dials each strategy stands for (docs/decisions/0024-terrain-rows-and-dials.md): uphill and
 * downhill effort, 0 = even pace, 1 = even effort, 2 = the hills ×2. Effort ×2's downhill of 2 is
 * above what the downhill dial offers by hand (1.5): it is kept so that its plans do not change,
 * and is tempered by its row floor (see costPieces).
 */
export const STRATEGY_DIALS: Readonly<Record<PaceStrategy, { readonly uphill: number; readonly downhill: number }>> = {
  'even-pace': { uphill: 0, downhill: 0 },
  'even-effort': { uphill: 1, downhill: 1 },
  'effort-x2': { uphill: 2, downhill: 2 },
};

/**
 * Relative time per metre at `grade` for the dials: the model's adjustment (effortRatio − 1)
 * taken `uphill` times on climbs and flats, `downhill` times on descents. 0 is even pace, 1 the
 * model itself (even effort), 2 doubles it; time per metre never falls below MIN_RATIO.
 */
export function dialRatio(grade: number, uphill: number, downhill: number, model: GradeModel = 'runners'): number {
  const k = grade >= 0 ? uphill : downhill;
  if (k === 0) return 1;
  const r = effortRatio(grade, model);
  if (k === 1) return r;
  return Math.max(MIN_RATIO, 1 + k * (r - 1));
}

/**
 * Relative time per metre at `grade` for a strategy: the weight the planner distributes time by.
 * (effort-x2 is further floored at the even-effort plan's fastest pace; see costPieces.)
 */
export function strategyRatio(strategy: PaceStrategy, grade: number, model: GradeModel = 'runners'): number {
  const dials = STRATEGY_DIALS[strategy];
  return dialRatio(grade, dials.uphill, dials.downhill, model);
}
