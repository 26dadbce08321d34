import { describe, expect, it } from 'vitest';
import { personalRatio, type HillFactorInput } from './personal-hills.ts';
import { planBands } from './plan-bands.ts';
import { PlanError, planMessage } from './plan-issues.ts';
import type { PlanSettingsInput } from './plan-settings.ts';
import { isLapRow, type BandPlan } from './plan-types.ts';
import { runnersRatio } from './running-cost.ts';
import { hillCourse } from './test-support/synthetic-course.ts';

/** A "My hills" table: Strava's curve with `up` times its uphill cost and `down` times its downhill gain. */
function table(up: number, down: number): HillFactorInput[] {
  return Array.from({ length: 31 }, (_, k) => {
    const gradePercent = k - 15;
    const strava = runnersRatio(gradePercent / 100);
    return { gradePercent, factor: gradePercent >= 0 ? 1 + up * (strava - 1) : 1 + down * (strava - 1) };
  });
}

const settings = (effortModel: 'runners' | 'mine'): PlanSettingsInput => ({ bands: [{ goal: '50:00' }], effortModel, every: 1 });
const laps = (plan: BandPlan) => plan.rows.filter((row) => isLapRow(row.kind));
/** Seconds of the laps with a mean grade above `min` % (or below, for a negative `min`). */
const timeOn = (plan: BandPlan, test: (grade: number) => boolean) =>
  laps(plan)
    .filter((row) => test(row.gradePercent))
    .reduce((sum, row) => sum + row.splitSeconds, 0);

describe("'mine': the runner's own hill curve", () => {
  it('passes through the table and keeps the edge ratio beyond it', () => {
    const curve = personalRatio(table(1.5, 1))!;
    expect(curve(0)).toBeCloseTo(1, 10);
    expect(curve(0.05)).toBeCloseTo(1 + 1.5 * (runnersRatio(0.05) - 1), 10);
    expect(curve(-0.07)).toBeCloseTo(runnersRatio(-0.07), 10);
    // Between two bins: between their factors.
    const mid = curve(0.055);
    expect(mid).toBeGreaterThan(curve(0.05));
    expect(mid).toBeLessThan(curve(0.06));
    // Beyond +15 %: Strava's shape times the ratio at +15 %.
    expect(curve(0.2) / runnersRatio(0.2)).toBeCloseTo(curve(0.15) / runnersRatio(0.15), 10);
  });

  it('refuses an unusable table', () => {
    expect(personalRatio(undefined)).toBeNull();
    expect(personalRatio([{ gradePercent: 0, factor: 1 }])).toBeNull();
    expect(personalRatio([...table(1, 1).slice(1), { gradePercent: 3, factor: Number.NaN }])).toBeNull();
    expect(personalRatio([...table(1, 1), { gradePercent: 3, factor: 1.2 }])).toBeNull();
  });

  it('with a steeper personal curve, slows the climbs more than runners’ data, and still finishes on the goal', () => {
    const course = hillCourse();
    const [runners] = planBands({ settings: settings('runners'), course });
    const [mine] = planBands({ settings: settings('mine'), course, hillFactors: table(1.6, 1) });
    const climb = (plan: BandPlan) => timeOn(plan, (g) => g > 2);
    expect(climb(mine!)).toBeGreaterThan(climb(runners!) + 10);
    // The time the climbs take is won back on the flat.
    expect(timeOn(mine!, (g) => Math.abs(g) < 1)).toBeLessThan(timeOn(runners!, (g) => Math.abs(g) < 1));
    expect(mine!.rows.at(-1)!.elapsedSeconds).toBe(3000);
    expect(mine!.effortModel).toBe('mine');
  });

  it('with Strava’s own table, plans what runners’ data plans', () => {
    const course = hillCourse();
    const [runners] = planBands({ settings: settings('runners'), course });
    const [mine] = planBands({ settings: settings('mine'), course, hillFactors: table(1, 1) });
    expect(laps(mine!).map((row) => row.splitSeconds)).toEqual(laps(runners!).map((row) => row.splitSeconds));
  });

  it('without a table, says so in the runner’s language', () => {
    const plan = () => planBands({ settings: settings('mine'), course: hillCourse() });
    expect(plan).toThrow(PlanError);
    try {
      plan();
    } catch (error) {
      const issue = (error as PlanError).issues[0]!;
      expect(issue.code).toBe('myHillsMissing');
      expect(issue.path).toEqual(['effortModel']);
      expect(planMessage(issue.code, issue.params, 'fr')).toContain('Mes côtes');
    }
  });
});
