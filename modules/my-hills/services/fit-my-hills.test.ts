import { describe, expect, it } from 'vitest';
import { fitMyHills } from './fit-my-hills.ts';
import { fitHillCurve, SHRINK_K, stravaFactor } from './fit-hills.ts';
import { personalFactor, syntheticHillFits } from '../../../tests/support/synthetic-hill-runs.ts';

describe.each([1, 5])('fitMyHills on runs made from a known personal curve (seed %i)', (seed) => {
  // Eight 15 km runs over different rolling courses, each at its own flat speed (2.6–3.6 m/s), with
  // pace noise, GPS wobble, altimeter noise, a walk break and a one-minute stop. The runner's own
  // curve is Strava's with 1.3 times its uphill cost and 0.8 times its downhill gain.
  const curve = fitMyHills(syntheticHillFits(8, { lengthM: 15_000, seed }));
  const at = (percent: number) => curve.factors.find((f) => f.gradePercent === percent)!;

  it('recovers the personal curve within 5 % from −5 % to +5 %, and not Strava’s', () => {
    for (let percent = -5; percent <= 5; percent++) {
      const truth = personalFactor(percent / 100);
      expect(Math.abs(at(percent).factor / truth - 1), `${percent} %: ${at(percent).factor} vs ${truth}`).toBeLessThan(0.05);
    }
    // The runner is slower uphill than Strava's runners: the fit says so where Strava's curve would not.
    const uphill = [3, 4, 5, 6, 7, 8].map((p) => at(p).factor / stravaFactor(p / 100));
    expect(uphill.reduce((a, b) => a + b) / uphill.length).toBeGreaterThan(1.03);
  });

  it('gives a factor per whole percent from −15 % to +15 %, 1 on the flat, with its data count', () => {
    expect(curve.factors.map((f) => f.gradePercent)).toEqual(Array.from({ length: 31 }, (_, k) => k - 15));
    expect(at(0).factor).toBe(1);
    for (const f of curve.factors) expect(Number.isInteger(f.samples) && f.samples >= 0).toBe(true);
    // 120 km of runs are 800 stretches of 150 m; the walk breaks and stops are not among those counted.
    const counted = curve.factors.reduce((sum, f) => sum + f.samples, 0);
    expect(counted).toBeGreaterThan(650);
    expect(counted).toBeLessThan(800);
  });
});

describe('fitHillCurve: shrinkage toward Strava', () => {
  const flat = (n: number) => Array.from({ length: n }, () => ({ grade: 0, secondsPerM: 0.3 }));
  const steeper = (n: number) => Array.from({ length: n }, () => ({ grade: 0.05, secondsPerM: 0.3 * stravaFactor(0.05) * 1.2 }));

  it('keeps Strava’s factor where a bin has no data, and moves toward the runner’s as data grow', () => {
    const few = fitHillCurve([0, 1, 2].map(() => [...flat(30), ...(SHRINK_K > 2 ? steeper(Math.ceil(SHRINK_K / 3)) : steeper(1))]));
    const many = fitHillCurve([0, 1, 2].map(() => [...flat(30), ...steeper(30)]));
    const at = (curve: typeof few, percent: number) => curve.factors.find((f) => f.gradePercent === percent)!;
    expect(at(few, 10)).toEqual({ gradePercent: 10, factor: stravaFactor(0.1), samples: 0 });
    const own = stravaFactor(0.05) * 1.2;
    // About half way with K stretches, nearly all the way with 90.
    expect(at(few, 5).factor).toBeGreaterThan(stravaFactor(0.05) * 1.06);
    expect(at(few, 5).factor).toBeLessThan(own * 0.97);
    expect(Math.abs(at(many, 5).factor / own - 1)).toBeLessThan(0.02);
    expect(at(many, 5).samples).toBe(90);
  });
});
