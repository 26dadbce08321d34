import { describe, expect, it } from 'vitest';
import {
  DOWNHILL_SHARE,
  STEEPEST_USEFUL_DESCENT,
  effortRatio,
  metabolicRatio,
  minettiCost,
  pchip,
  runnersRatio,
  STRAVA_FACTORS,
  strategyRatio,
} from './running-cost.ts';

describe('minettiCost (Minetti et al. 2002)', () => {
  it.each([
    // The published quintic evaluated by hand at round grades: guards the coefficients and signs.
    [-0.45, 4.032305],
    [-0.2, 1.800032],
    [-0.1, 2.151706],
    [-0.05, 2.745924],
    [0, 3.6],
    [0.05, 4.685196],
    [0.1, 5.968214],
    [0.2, 9.006688],
    [0.45, 19.426015],
  ])('grade %d → %d J/kg/m', (grade, cost) => {
    expect(minettiCost(grade)).toBeCloseTo(cost, 5);
  });

  it('has its minimum on a steep descent, near −18 %', () => {
    let best = 0;
    for (let g = -0.45; g <= 0.45; g += 0.001) if (minettiCost(g) < minettiCost(best)) best = g;
    expect(best).toBeGreaterThan(-0.22);
    expect(best).toBeLessThan(-0.15);
  });

  it('clamps outside the fitted range', () => {
    expect(minettiCost(0.8)).toBe(minettiCost(0.45));
    expect(minettiCost(-0.8)).toBe(minettiCost(-0.45));
  });
});

describe('runnersRatio (Strava GAP 2017, interpolated)', () => {
  it('passes through every factor Strava applies', () => {
    for (const [grade, factor] of STRAVA_FACTORS) expect(runnersRatio(grade)).toBeCloseTo(factor, 12);
  });

  it('adjusts the road grades (±1–3 %) within 10 % of Strava’s own adjustment', () => {
    // Strava's adjustment between its measured grades, read linearly (the chart's own reading).
    const strava = (grade: number) => {
      const k = STRAVA_FACTORS.findIndex(([g]) => g >= grade);
      const [[g0, f0], [g1, f1]] = [STRAVA_FACTORS[k - 1]!, STRAVA_FACTORS[k]!];
      return f0 + ((f1 - f0) * (grade - g0)) / (g1 - g0);
    };
    for (const grade of [-0.03, -0.02, -0.01, 0.01, 0.02, 0.03]) {
      const ours = runnersRatio(grade) - 1;
      const theirs = strava(grade) - 1;
      expect(Math.abs(ours - theirs) / Math.abs(theirs)).toBeLessThan(0.1);
    }
    // About 2.5–2.75 % per 1 % uphill, against Minetti’s 5.5 % (the quartic fit said 3.3 %).
    expect(runnersRatio(0.01)).toBeGreaterThan(1.02);
    expect(runnersRatio(0.01)).toBeLessThan(1.03);
    expect(metabolicRatio(0.01)).toBeCloseTo(1.055, 3);
  });

  it('never overshoots between two measured grades', () => {
    for (let k = 0; k + 1 < STRAVA_FACTORS.length; k++) {
      const [[g0, f0], [g1, f1]] = [STRAVA_FACTORS[k]!, STRAVA_FACTORS[k + 1]!];
      for (let t = 0; t <= 1; t += 0.05) {
        const r = runnersRatio(g0 + t * (g1 - g0));
        expect(r).toBeGreaterThanOrEqual(Math.min(f0, f1) - 1e-12);
        expect(r).toBeLessThanOrEqual(Math.max(f0, f1) + 1e-12);
      }
    }
  });

  it('gains most from −10 % to −8 % and less on steeper descents, slower than the flat beyond about −17 %', () => {
    let best = 0;
    for (let g = -0.45; g <= 0; g += 0.001) if (runnersRatio(g) < runnersRatio(best) - 1e-12) best = g;
    expect(best).toBeGreaterThan(-0.101);
    expect(best).toBeLessThan(-0.079);
    expect(runnersRatio(-0.15)).toBeGreaterThan(runnersRatio(-0.1));
    expect(runnersRatio(-0.16)).toBeLessThan(1);
    expect(runnersRatio(-0.18)).toBeGreaterThan(1);
  });

  it('increases with grade above the best descent, and clamps outside ±45 %', () => {
    for (let g = -0.08; g < 0.44; g += 0.01) expect(runnersRatio(g + 0.01)).toBeGreaterThan(runnersRatio(g));
    expect(runnersRatio(0.8)).toBe(runnersRatio(0.45));
    expect(runnersRatio(-0.8)).toBe(runnersRatio(-0.45));
  });
});

describe('pchip', () => {
  it('keeps monotone data monotone and reproduces a straight line', () => {
    const line = pchip([
      [0, 1],
      [1, 3],
      [3, 7],
    ]);
    expect(line(2)).toBeCloseTo(5, 12);
    const steps = pchip([
      [0, 0],
      [1, 0],
      [2, 10],
      [3, 10],
    ]);
    let previous = -Infinity;
    for (let x = 0; x <= 3; x += 0.01) {
      expect(steps(x)).toBeGreaterThanOrEqual(previous - 1e-12);
      previous = steps(x);
    }
  });
});

describe('metabolicRatio', () => {
  it('is 1 on the flat and Minetti’s ratio uphill', () => {
    expect(metabolicRatio(0)).toBe(1);
    expect(metabolicRatio(0.05)).toBeCloseTo(minettiCost(0.05) / minettiCost(0), 12);
  });

  it('keeps only part of Minetti’s saving downhill', () => {
    const minetti = minettiCost(-0.05) / minettiCost(0);
    expect(metabolicRatio(-0.05)).toBeCloseTo(1 - DOWNHILL_SHARE * (1 - minetti), 12);
    expect(metabolicRatio(-0.05)).toBeGreaterThan(minetti);
  });

  it('gains nothing more beyond the steepest useful descent', () => {
    expect(metabolicRatio(-0.2)).toBe(metabolicRatio(STEEPEST_USEFUL_DESCENT));
    expect(metabolicRatio(-0.3)).toBe(metabolicRatio(STEEPEST_USEFUL_DESCENT));
    expect(metabolicRatio(STEEPEST_USEFUL_DESCENT)).toBeGreaterThan(0.75);
  });

  it('increases with grade', () => {
    for (let g = -0.1; g < 0.45; g += 0.01) expect(metabolicRatio(g + 0.01)).toBeGreaterThan(metabolicRatio(g));
  });
});

describe('effortRatio and strategyRatio', () => {
  it('uses runners’ data by default and the metabolic cost on request', () => {
    expect(effortRatio(0.05)).toBe(runnersRatio(0.05));
    expect(effortRatio(0.05, 'metabolic')).toBe(metabolicRatio(0.05));
  });

  it.each([-0.08, -0.02, 0, 0.03, 0.1])('grade %d', (grade) => {
    for (const model of ['runners', 'metabolic'] as const) {
      expect(strategyRatio('even-pace', grade, model)).toBe(1);
      expect(strategyRatio('even-effort', grade, model)).toBe(effortRatio(grade, model));
      expect(strategyRatio('effort-x2', grade, model) - 1).toBeCloseTo(2 * (effortRatio(grade, model) - 1), 12);
    }
  });

  it('stays positive for effort x2 on any grade', () => {
    for (let g = -0.45; g <= 0.45; g += 0.01) {
      expect(strategyRatio('effort-x2', g)).toBeGreaterThan(0);
      expect(strategyRatio('effort-x2', g, 'metabolic')).toBeGreaterThan(0);
    }
  });
});
