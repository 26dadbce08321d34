import { describe, expect, it } from 'vitest';
import { ageFactor, ageGrade, openStandardSeconds } from './age-grading.ts';
import { MAX_AGE, MIN_AGE, ROAD_DISTANCES_KM, roadStandards } from './road-age-standards.ts';

// Values read from the published 2020 road tables (MaleRoadStd2020 / FemaleRoadStd2020).
const PUBLISHED = [
  { sex: 'm', age: 50, km: 5, factor: 0.8796 },
  { sex: 'm', age: 70, km: 10, factor: 0.7386 },
  { sex: 'm', age: 45, km: 42.195, factor: 0.9311 },
  { sex: 'm', age: 5, km: 10, factor: 0.608 },
  { sex: 'm', age: 100, km: 1.609344, factor: 0.2042 },
  { sex: 'f', age: 60, km: 42.195, factor: 0.7766 },
  { sex: 'f', age: 45, km: 21.0975, factor: 0.9321 },
  { sex: 'f', age: 35, km: 10, factor: 0.9857 },
  { sex: 'f', age: 80, km: 100, factor: 0.541 },
  { sex: 'f', age: 12, km: 5, factor: 0.8977 },
] as const;

describe('2020 road age grading', () => {
  it('has every age from 5 to 100 for both sexes, 21 distances each', () => {
    for (const sex of ['m', 'f'] as const) {
      const table = roadStandards(sex);
      expect(table.factors).toHaveLength(MAX_AGE - MIN_AGE + 1);
      expect(table.openSeconds).toHaveLength(ROAD_DISTANCES_KM.length);
      for (const row of table.factors) expect(row).toHaveLength(ROAD_DISTANCES_KM.length);
    }
  });

  it('gives the published factors on the table distances', () => {
    for (const p of PUBLISHED) expect(ageFactor(p.sex, p.age, p.km), `${p.sex}${p.age} ${p.km} km`).toBeCloseTo(p.factor, 4);
  });

  it('is 1 in the open ages', () => {
    for (const km of ROAD_DISTANCES_KM) {
      for (let age = 22; age <= 27; age++) {
        expect(ageFactor('m', age, km)).toBe(1);
        expect(ageFactor('f', age, km)).toBe(1);
      }
    }
  });

  it('gives the published open-class standards', () => {
    expect(openStandardSeconds('m', 42.195)).toBe(7299); // 2:01:39
    expect(openStandardSeconds('f', 42.195)).toBe(8044); // 2:14:04
    expect(openStandardSeconds('m', 10)).toBe(1584); // 26:24
  });

  it('interpolates between distances on a log scale', () => {
    // 7 km lies between 4 mi (0.9873) and 8 km (0.9893) for a man of 35.
    const weight = Math.log(7 / 6.437376) / Math.log(8 / 6.437376);
    expect(ageFactor('m', 35, 7)).toBeCloseTo(0.9873 + (0.9893 - 0.9873) * weight, 6);
    // Open standards 1003 s and 1257 s, interpolated geometrically.
    expect(openStandardSeconds('m', 7)).toBeCloseTo(1003 * (1257 / 1003) ** weight, 6);
  });

  it('grades a performance: 20:00 over 5 km by a man of 50', () => {
    // 771 s / 0.8796 / 1200 s = 73.04 %; graded time 1200 × 0.8796 = 1055.5 s
    const grade = ageGrade('m', 50, 5, 1200)!;
    expect(grade.percent).toBeCloseTo(73.04, 2);
    expect(grade.gradedSeconds).toBeCloseTo(1055.52, 2);
  });

  it('does not grade off the tables', () => {
    expect(ageFactor('m', 4, 10)).toBeNull();
    expect(ageFactor('m', 101, 10)).toBeNull();
    expect(ageFactor('m', 40.5, 10)).toBeNull();
    expect(ageFactor('f', 40, 1)).toBeNull();
    expect(ageGrade('f', 40, 250, 90_000)).toBeNull();
  });
});
