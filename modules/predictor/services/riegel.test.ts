import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { riegelSeconds } from './riegel.ts';

describe('Riegel', () => {
  it('matches hand-computed predictions from a 41:21 10 km', () => {
    // 2481 × (42.195 / 10)^1.06 = 11 413.09 s; 2481 × 2.10975^1.06 = 5 474.09 s
    expect(riegelSeconds(2481, 10, 42.195)).toBeCloseTo(11413.09, 1);
    expect(riegelSeconds(2481, 10, 21.0975)).toBeCloseTo(5474.09, 1);
    // Exponent 1.1: 1200 × 2^1.1 = 2 572.26 s
    expect(riegelSeconds(1200, 5, 10, 1.1)).toBeCloseTo(2572.26, 1);
  });

  it('with exponent 1 is proportional to the distance', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 60, max: 40_000, noNaN: true }),
        fc.double({ min: 0.8, max: 200, noNaN: true }),
        fc.double({ min: 0.8, max: 200, noNaN: true }),
        (seconds, from, to) => {
          expect(riegelSeconds(seconds, from, to, 1)).toBeCloseTo((seconds * to) / from, 6);
        },
      ),
    );
  });
});
