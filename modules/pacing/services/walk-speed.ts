import { metresPerUnit } from '../../../src/lib/units.ts';
import type { PlanSettings } from './plan-settings.ts';

/** A brisk walk; what most run-walk coaches assume when no speed is given. */
export const DEFAULT_WALK_KMH = 6;

export function walkSpeedMps(settings: Pick<PlanSettings, 'walkSpeed' | 'unit'>): number {
  if (settings.walkSpeed === undefined) return (DEFAULT_WALK_KMH * 1000) / 3600;
  return (settings.walkSpeed * metresPerUnit(settings.unit)) / 3600;
}

/** A walking speed in `unit` per hour, as the plan states it (two decimals): 6 km/h is 3.73 mph. */
export function walkSpeedPerHour(walkMps: number, unit: PlanSettings['unit']): number {
  return Math.round(((walkMps * 3600) / metresPerUnit(unit)) * 100) / 100;
}
