import { metresPerUnit } from '../../../src/lib/units.ts';
import type { PlanSettings } from './plan-settings.ts';

/** A brisk walk; what most run-walk coaches assume when no speed is given. */
export const DEFAULT_WALK_KMH = 6;

export function walkSpeedMps(settings: Pick<PlanSettings, 'walkSpeed' | 'unit'>): number {
  if (settings.walkSpeed === undefined) return (DEFAULT_WALK_KMH * 1000) / 3600;
  return (settings.walkSpeed * metresPerUnit(settings.unit)) / 3600;
}
