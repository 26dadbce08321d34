import { expect } from 'vitest';
import type { PacingCourse } from '../pacing-course.ts';
import { planBands } from '../plan-bands.ts';
import type { PlanSettingsInput } from '../plan-settings.ts';
import { isLapRow, type BandPlan, type PlanRow } from '../plan-types.ts';

/** The first band planned for these settings (on `course`, if any). */
export function plan(settings: PlanSettingsInput, course?: PacingCourse): BandPlan {
  const [band] = planBands({ settings, course });
  if (!band) throw new Error('no band');
  return band;
}

/** The band's rows from start to finish, whichever order it prints them in. */
export const ascending = (p: BandPlan): PlanRow[] => (p.order === 'desc' ? [...p.rows].reverse() : p.rows);

/** What every plan keeps: whole elapsed seconds that increase to the goal at the finish, each split measured from the previous lap row (marker rows never cut a lap), the laps' splits adding up to the goal. */
export function expectSplitsAddUp(p: BandPlan, goal: number): void {
  const rows = ascending(p);
  expect(rows.at(-1)).toMatchObject({ kind: 'finish', elapsedSeconds: goal });
  let previous = 0;
  let lap = 0;
  for (const row of rows) {
    expect(row.elapsedSeconds).toBeGreaterThan(previous);
    expect(row.splitSeconds).toBe(row.elapsedSeconds - lap);
    expect(Number.isInteger(row.elapsedSeconds)).toBe(true);
    previous = row.elapsedSeconds;
    if (isLapRow(row.kind)) lap = row.elapsedSeconds;
  }
  expect(rows.filter((r) => isLapRow(r.kind)).reduce((sum, r) => sum + r.splitSeconds, 0)).toBe(goal);
}
