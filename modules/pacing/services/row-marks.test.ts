import { describe, expect, it } from 'vitest';
import { MERGE_METRES, rowMarks } from './row-marks.ts';

const MARATHON = 42_195;
const base = { unit: 'km', every: 1, half: false, otherUnit: false } as const;

describe('rowMarks', () => {
  it('puts a row every kilometre and one at the finish', () => {
    const marks = rowMarks(MARATHON, base);
    expect(marks).toHaveLength(43);
    expect(marks.slice(0, 3).map((m) => m.distance)).toEqual([1, 2, 3]);
    expect(marks.at(-2)).toMatchObject({ distance: 42, kind: 'lap', distanceM: 42_000 });
    expect(marks.at(-1)).toMatchObject({ distance: 42.195, kind: 'finish', distanceM: MARATHON, unit: 'km' });
  });

  it('counts miles on a mile band', () => {
    const marks = rowMarks(MARATHON, { ...base, unit: 'mi' });
    expect(marks).toHaveLength(27);
    expect(marks[0]).toMatchObject({ distance: 1, unit: 'mi', distanceM: 1609.344 });
    expect(marks.at(-1)).toMatchObject({ distance: 26.2188, kind: 'finish' });
  });

  it.each([
    [5, [5, 10, 15, 20, 25, 30, 35, 40, 42.195]],
    [2.5, [2.5, 5, 7.5, 10, 12.5, 15, 17.5, 20, 22.5, 25, 27.5, 30, 32.5, 35, 37.5, 40, 42.195]],
    [0.1, null],
  ])('every %d km', (every, expected) => {
    const marks = rowMarks(MARATHON, { ...base, every });
    if (expected) expect(marks.map((m) => m.distance)).toEqual(expected);
    else {
      expect(marks).toHaveLength(422);
      expect(marks[2]?.distance).toBe(0.3);
    }
  });

  it('adds the half', () => {
    const marks = rowMarks(MARATHON, { ...base, half: true });
    expect(marks.filter((m) => m.kind === 'half')).toEqual([{ distanceM: 21_097.5, distance: 21.0975, unit: 'km', kind: 'half' }]);
    expect(marks).toHaveLength(44);
  });

  it('lets the half replace a lap at the same place', () => {
    const marks = rowMarks(10_000, { ...base, half: true });
    expect(marks).toHaveLength(10);
    expect(marks[4]).toMatchObject({ distance: 5, kind: 'half' });
  });

  it('adds other-unit rows every 5 of the other unit', () => {
    const km = rowMarks(MARATHON, { ...base, otherUnit: true }).filter((m) => m.kind === 'other-unit');
    expect(km.map((m) => [m.distance, m.unit])).toEqual([
      [5, 'mi'],
      [10, 'mi'],
      [15, 'mi'],
      [20, 'mi'],
      [25, 'mi'],
    ]);
    const mi = rowMarks(MARATHON, { ...base, unit: 'mi', otherUnit: true }).filter((m) => m.kind === 'other-unit');
    expect(mi.map((m) => m.distance)).toEqual([5, 10, 15, 20, 25, 30, 35, 40]);
    expect(mi[0]?.distanceM).toBe(5000);
  });

  it('merges marks closer than the merge distance, keeping the more important one', () => {
    // 8 km and 5 mi (8046.72 m) are 46 m apart: both stay; a 10 m lap grid would swallow 5 mi.
    expect(rowMarks(10_000, { ...base, otherUnit: true })).toHaveLength(11);
    const dense = rowMarks(1000, { ...base, every: 0.01 });
    expect(dense.every((m, i) => i === 0 || m.distanceM - (dense[i - 1]?.distanceM ?? 0) >= MERGE_METRES)).toBe(true);
    expect(dense.at(-1)?.kind).toBe('finish');
    expect(dense[0]?.distanceM).toBeGreaterThanOrEqual(MERGE_METRES);
  });

  it('never repeats the finish as a lap', () => {
    const marks = rowMarks(21_000, base);
    expect(marks.filter((m) => m.distanceM === 21_000)).toEqual([{ distanceM: 21_000, distance: 21, unit: 'km', kind: 'finish' }]);
  });
});
