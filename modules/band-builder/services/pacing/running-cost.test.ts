import { describe, expect, it } from 'vitest';
import {
  DOWNHILL_SHARE,
  STEEPEST_USEFUL_DESCENT,
  effortRatio,
  metabolicRatio,
  minettiCost,
  runnersRatio,
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

describe('runnersRatio (Strava GAP 2017, our fit)', () => {
  // Strava's factors as measured by A. Schroeder (specialsauce, sources/strava.py): the fit stays close.
  it.each([
    [-0.3, 1.495],
    [-0.2, 1.081],
    [-0.15, 0.941],
    [-0.1, 0.876],
    [-0.08, 0.876],
    [-0.04, 0.918],
    [-0.02, 0.96],
    [0.02, 1.055],
    [0.04, 1.135],
    [0.06, 1.228],
    [0.1, 1.459],
    [0.2, 2.297],
    [0.3, 3.158],
  ])('grade %d → about %d', (grade, factor) => {
    expect(Math.abs(runnersRatio(grade) - factor)).toBeLessThan(Math.abs(grade) <= 0.1 ? 0.025 : 0.045);
  });

  it('costs about 3.3 % per 1 % uphill, against Minetti’s 5.5 %', () => {
    expect(runnersRatio(0)).toBe(1);
    expect(runnersRatio(0.01)).toBeCloseTo(1.033, 3);
    expect(metabolicRatio(0.01)).toBeCloseTo(1.055, 3);
  });

  it('gains most near −9 % and less on steeper descents, slower than the flat beyond about −17 %', () => {
    let best = 0;
    for (let g = -0.45; g <= 0; g += 0.001) if (runnersRatio(g) < runnersRatio(best)) best = g;
    expect(best).toBeGreaterThan(-0.1);
    expect(best).toBeLessThan(-0.07);
    expect(runnersRatio(-0.15)).toBeGreaterThan(runnersRatio(-0.1));
    expect(runnersRatio(-0.16)).toBeLessThan(1);
    expect(runnersRatio(-0.18)).toBeGreaterThan(1);
  });

  it('increases with grade above the best descent, and clamps outside ±45 %', () => {
    for (let g = -0.08; g < 0.45; g += 0.01) expect(runnersRatio(g + 0.01)).toBeGreaterThan(runnersRatio(g));
    expect(runnersRatio(0.8)).toBe(runnersRatio(0.45));
    expect(runnersRatio(-0.8)).toBe(runnersRatio(-0.45));
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
