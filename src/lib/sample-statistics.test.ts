import { describe, expect, it } from 'vitest';
import { median, quantile } from './sample-statistics.ts';

describe('sample statistics', () => {
  it.each([
    [[3, 1, 2], 2],
    [[4, 1, 3, 2], 3],
    [[7], 7],
  ])('median of %j is %d', (samples, expected) => {
    expect(median(samples)).toBe(expected);
  });

  it('takes the value at the fraction without interpolating, and leaves its input alone', () => {
    const samples = [10, 1, 9, 2, 8, 3, 7, 4, 6, 5];
    expect(quantile(samples, 0.9)).toBe(10);
    expect(quantile(samples, 0)).toBe(1);
    expect(quantile(samples, 1)).toBe(10);
    expect(samples[0]).toBe(10);
    expect(median([])).toBeNaN();
  });
});
