import { describe, expect, it } from 'vitest';
import { cameronPaceFactor, cameronSeconds } from './cameron.ts';

/** Cameron's formula as usually quoted, with the distance in metres. */
function paceFactorMetres(m: number): number {
  return 13.49681 - 0.000030363 * m + 835.7114 / m ** 0.7905;
}

describe('Cameron', () => {
  it('matches hand-computed predictions', () => {
    // a(6.2137 mi) = 13.76869, a(26.2188 mi) = 12.40004: 2481 × 4.2195 × 13.76869 / 12.40004 = 11 624.04 s
    expect(cameronSeconds(2481, 10, 42.195)).toBeCloseTo(11624.04, 0);
    // 20:00 over 5 km → 10 km: 2 499.66 s
    expect(cameronSeconds(1200, 5, 10)).toBeCloseTo(2499.66, 0);
  });

  it('in miles is the published metres formula', () => {
    for (const m of [800, 1609.344, 5000, 10_000, 21_097.5, 42_195, 100_000]) {
      expect(cameronPaceFactor(m / 1609.344)).toBeCloseTo(paceFactorMetres(m), 4);
    }
  });

  it('slows the pace over longer races', () => {
    expect(cameronSeconds(1200, 5, 10) / 10).toBeGreaterThan(1200 / 5);
  });
});
