import { describe, expect, it } from 'vitest';
import { readProfile } from './elevation-explorer.client.tsx';

describe('readProfile', () => {
  // 0–1000 m flat at 100 m, then +5 % to 2000 m (150 m), then -10 % to 2500 m (100 m).
  const samples = { distanceM: [0, 500, 1000, 1500, 2000, 2250, 2500], elevationM: [100, 100, 100, 125, 150, 125, 100] };

  it('interpolates the elevation between samples', () => {
    expect(readProfile(samples, 1250).elevationM).toBeCloseTo(112.5, 6);
    expect(readProfile(samples, 0).elevationM).toBe(100);
    expect(readProfile(samples, 2500).elevationM).toBe(100);
  });

  it('gives the grade around the point, in percent, signed', () => {
    expect(readProfile(samples, 500).gradePct).toBeCloseTo(0, 6);
    expect(readProfile(samples, 1500).gradePct).toBeCloseTo(5, 6);
    expect(readProfile(samples, 2250).gradePct).toBeCloseTo(-10, 6);
  });

  it('stays inside the course at both ends', () => {
    expect(Number.isFinite(readProfile(samples, -50).elevationM)).toBe(true);
    expect(readProfile(samples, 2490).gradePct).toBeCloseTo(-10, 6);
  });
});
