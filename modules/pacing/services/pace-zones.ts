import { metresPerUnit } from '../../../src/lib/units.ts';
import type { DistanceUnit } from './plan-types.ts';
import type { PaceZone } from './plan-settings.ts';

/**
 * Start and finish sections. A slow section runs 3 % slower than the strategy would run it at
 * the same grade, a fast one 3 % faster: the size of a controlled first kilometres or a kick,
 * small enough to keep the band realistic. Because the planner then rescales the whole course to
 * the goal, the time lost (or gained) there is made up evenly over the rest of the course.
 */
const ZONE_FACTOR = { slow: 1.03, regular: 1, fast: 0.97 } as const;

export interface PaceZones {
  /** End of the start section, metres (0 when regular). */
  startEndM: number;
  startFactor: number;
  /** Beginning of the finish section, metres (the distance when regular). */
  finishFromM: number;
  finishFactor: number;
}

export function paceZones(start: PaceZone, finish: PaceZone, unit: DistanceUnit, distanceM: number): PaceZones {
  const m = metresPerUnit(unit);
  const startEndM = start.kind === 'regular' ? 0 : Math.min(distanceM, start.over * m);
  const finishFromM = finish.kind === 'regular' ? distanceM : Math.max(0, distanceM - finish.over * m);
  return { startEndM, startFactor: ZONE_FACTOR[start.kind], finishFromM, finishFactor: ZONE_FACTOR[finish.kind] };
}

/** Factor at a point strictly inside a piece (callers pass midpoints, knots sit on boundaries). */
export function zoneFactorAt(zones: PaceZones, d: number): number {
  let factor = 1;
  if (d < zones.startEndM) factor *= zones.startFactor;
  if (d > zones.finishFromM) factor *= zones.finishFactor;
  return factor;
}
