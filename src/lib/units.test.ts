import { describe, expect, it } from 'vitest';
import { kgToLb, kmToMiDisplay, lbToKg, metresToUnit, miToKmDisplay, officialKmForMi, otherUnit, unitToMetres } from './units.ts';

describe('kmToMiDisplay', () => {
  it.each([
    [16.1, 10],
    [5, 3.1],
    [10, 6.2],
    [21.0975, 13.1],
    [42.195, 26.2],
    [100, 62.1],
    [0, 0],
  ])('%d km → %d mi', (km, mi) => {
    expect(kmToMiDisplay(km)).toBe(mi);
  });
});

describe('miToKmDisplay', () => {
  it.each([
    [26.2, 42.195],
    [13.1, 21.0975],
    [6.2, 10],
    [12.4, 20],
    [18.6, 30],
    [1, 1.6],
    [3.1, 5],
    [5, 8],
    [10, 16.1],
    [50, 80.5],
    [100, 160.9],
  ])('%d mi → %d km', (mi, km) => {
    expect(miToKmDisplay(mi)).toBe(km);
  });
});

describe('officialKmForMi', () => {
  it.each([
    [26.2, 42.195],
    [13.1, 21.0975],
    [6.2, 10],
    [10, undefined],
    [3.1, undefined],
  ])('%d mi → %s', (mi, km) => {
    expect(officialKmForMi(mi)).toBe(km);
  });
});

describe('mass', () => {
  it.each([
    [1, 2.20462262185],
    [70, 154.3235835295],
    [0, 0],
  ])('%d kg → %d lb and back', (kg, lb) => {
    expect(kgToLb(kg)).toBeCloseTo(lb, 9);
    expect(lbToKg(lb)).toBeCloseTo(kg, 9);
  });
});

describe('lengths', () => {
  it.each([
    [1000, 'km', 1],
    [1609.344, 'mi', 1],
    [42195, 'km', 42.195],
    [42195, 'mi', 26.218757],
  ] as const)('%d m in %s = %d', (metres, unit, value) => {
    expect(metresToUnit(metres, unit)).toBeCloseTo(value, 6);
    expect(unitToMetres(value, unit)).toBeCloseTo(metres, 2);
  });

  it('swaps units', () => {
    expect(otherUnit('km')).toBe('mi');
    expect(otherUnit('mi')).toBe('km');
  });
});
