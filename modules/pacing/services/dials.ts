import { RIEGEL_EXPONENT } from './goal-bounds.ts';
import type { PlanSettings } from './plan-settings.ts';
import { STRATEGY_DIALS } from './running-cost.ts';

/** The dials a plan is made with (docs/decisions/0024-terrain-rows-and-dials.md), presets resolved. */
export interface Dials {
  uphill: number;
  downhill: number;
  /**
   * Beyond even effort with the strategy's own downhill (effort ×2, or an uphill dial above 1):
   * no row faster than the fastest row of even effort (costPieces' row floor, ADR 0004).
   */
  rowFloor: boolean;
  /** A downhill dial set by hand: no descent faster than the runner's 10 km pace (descentFloorShare). */
  descentFloor: boolean;
}

/**
 * Absent dials come from the strategy (even pace 0, even effort 1, effort ×2 2); an absent downhill
 * follows the uphill dial when that one is given, so that uphill 0, 1 and 2 alone give exactly the
 * plans of even pace, even effort and effort ×2.
 */
export function resolveDials(settings: Pick<PlanSettings, 'strategy' | 'uphillEffort' | 'downhillEffort'>): Dials {
  const preset = STRATEGY_DIALS[settings.strategy];
  const uphill = settings.uphillEffort ?? preset.uphill;
  const byHand = settings.downhillEffort !== undefined;
  const downhill = settings.downhillEffort ?? (settings.uphillEffort !== undefined ? uphill : preset.downhill);
  return { uphill, downhill, rowFloor: !byHand && Math.max(uphill, downhill) > 1, descentFloor: byHand };
}

/** The descent floor holds the pace a runner could hold for this distance at the goal's level. */
const DESCENT_FLOOR_DISTANCE_M = 10_000;

/**
 * The descent floor as a share of the race's average pace: by Riegel's endurance formula
 * (T₂ = T₁ · (D₂/D₁)^1.06, Riegel 1981, Am Sci 69:285), the runner of `goal` over `distanceM` holds
 * goal/distanceM · (10 km / distanceM)^0.06 seconds per metre over 10 km. Null at 10 km and below,
 * where that pace is no faster than the race's own: the floor would forbid any downhill gain.
 */
export function descentFloorShare(distanceM: number): number | null {
  if (!(distanceM > DESCENT_FLOOR_DISTANCE_M)) return null;
  return (DESCENT_FLOOR_DISTANCE_M / distanceM) ** (RIEGEL_EXPONENT - 1);
}
