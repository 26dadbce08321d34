import { describe, expect, it } from 'vitest';
import { DOWNHILL_SHARE, STEEPEST_USEFUL_DESCENT, effortRatio, minettiCost, strategyRatio } from './running-cost.ts';

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

describe('effortRatio', () => {
  it('is 1 on the flat and Minetti’s ratio uphill', () => {
    expect(effortRatio(0)).toBe(1);
    expect(effortRatio(0.05)).toBeCloseTo(minettiCost(0.05) / minettiCost(0), 12);
  });

  it('keeps only part of Minetti’s saving downhill', () => {
    const minetti = minettiCost(-0.05) / minettiCost(0);
    expect(effortRatio(-0.05)).toBeCloseTo(1 - DOWNHILL_SHARE * (1 - minetti), 12);
    expect(effortRatio(-0.05)).toBeGreaterThan(minetti);
  });

  it('gains nothing more beyond the steepest useful descent', () => {
    expect(effortRatio(-0.2)).toBe(effortRatio(STEEPEST_USEFUL_DESCENT));
    expect(effortRatio(-0.3)).toBe(effortRatio(STEEPEST_USEFUL_DESCENT));
    expect(effortRatio(STEEPEST_USEFUL_DESCENT)).toBeGreaterThan(0.75);
  });

  it('increases with grade', () => {
    for (let g = -0.1; g < 0.45; g += 0.01) expect(effortRatio(g + 0.01)).toBeGreaterThan(effortRatio(g));
  });
});

describe('strategyRatio', () => {
  it.each([-0.08, -0.02, 0, 0.03, 0.1])('grade %d', (grade) => {
    expect(strategyRatio('even-pace', grade)).toBe(1);
    expect(strategyRatio('even-effort', grade)).toBe(effortRatio(grade));
    expect(strategyRatio('effort-x2', grade) - 1).toBeCloseTo(2 * (effortRatio(grade) - 1), 12);
  });

  it('stays positive for effort x2 on any grade', () => {
    for (let g = -0.45; g <= 0.45; g += 0.01) expect(strategyRatio('effort-x2', g)).toBeGreaterThan(0);
  });
});
