import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, predictSeconds } from './race-prediction.ts';
import { riegelSeconds } from './riegel.ts';
import { cameronSeconds } from './cameron.ts';
import { vdotSeconds } from './daniels-vdot.ts';

// Performances from a 15-minute 5 km to a 7-hour marathon: what the form accepts in practice.
const performance = fc.record({
  km: fc.double({ min: 1, max: 100, noNaN: true }),
  secondsPerKm: fc.double({ min: 170, max: 600, noNaN: true }),
});

describe('race prediction', () => {
  it('predicts a longer time for a longer distance, with every formula', () => {
    fc.assert(
      fc.property(
        performance,
        fc.double({ min: 0.8, max: 200, noNaN: true }),
        fc.double({ min: 1.001, max: 3, noNaN: true }),
        fc.constantFrom(...ALGORITHMS),
        (p, toKm, stretch, algorithm) => {
          const from = { km: p.km, seconds: p.km * p.secondsPerKm };
          const shorter = predictSeconds(algorithm, from, toKm);
          const longer = predictSeconds(algorithm, from, Math.min(toKm * stretch, 250));
          if (toKm * stretch <= 250) expect(longer).toBeGreaterThan(shorter);
        },
      ),
    );
  });

  it('predicts a slower pace for a longer distance', () => {
    fc.assert(
      fc.property(performance, fc.constantFrom(...ALGORITHMS), (p, algorithm) => {
        const from = { km: p.km, seconds: p.km * p.secondsPerKm };
        const longer = predictSeconds(algorithm, from, p.km * 2);
        expect(longer / (p.km * 2)).toBeGreaterThan(p.secondsPerKm);
      }),
    );
  });

  it('averages the three formulas', () => {
    const from = { km: 10, seconds: 2481 };
    const mean = (riegelSeconds(2481, 10, 42.195) + cameronSeconds(2481, 10, 42.195) + vdotSeconds(2481, 10, 42.195)) / 3;
    expect(predictSeconds('average', from, 42.195)).toBeCloseTo(mean, 6);
    // 11 413 (Riegel), 11 624 (Cameron), about 11 440 (VDOT 50): a 3:11–3:12 marathon
    expect(predictSeconds('average', from, 42.195)).toBeGreaterThan(11_413);
    expect(predictSeconds('average', from, 42.195)).toBeLessThan(11_624);
  });

  it('passes the Riegel exponent through', () => {
    expect(predictSeconds('riegel', { km: 5, seconds: 1200 }, 10, 1)).toBeCloseTo(2400, 6);
  });
});
