import { describe, expect, it } from 'vitest';
import { chartProfile, thinElevation } from './elevation-series.ts';
import { readProfile } from './elevation-explorer.client.tsx';

/** A 42 km course sampled every 20 m: rolling hills, one sharp top and one sharp dip mid-course. */
function marathon() {
  const distanceM: number[] = [];
  const elevationM: number[] = [];
  for (let d = 0; d <= 42_000; d += 20) {
    distanceM.push(d);
    let e = 40 + 8 * Math.sin(d / 1_300) + 3 * Math.sin(d / 170);
    if (d === 13_040) e = 95; // the highest sample, a single spike
    if (d === 30_020) e = 2; // the lowest
    elevationM.push(Math.round(e * 100) / 100);
  }
  return { distanceM, elevationM };
}

describe('thinElevation', () => {
  const samples = marathon();
  const thin = thinElevation(samples, 300);

  it('sends at most the points asked for, in increasing distance', () => {
    expect(samples.distanceM.length).toBe(2101);
    expect(thin.distanceM.length).toBeLessThanOrEqual(300);
    expect(thin.distanceM.length).toBeGreaterThan(250);
    expect(thin.elevationM.length).toBe(thin.distanceM.length);
    for (let i = 1; i < thin.distanceM.length; i++) expect(thin.distanceM[i]!).toBeGreaterThan(thin.distanceM[i - 1]!);
  });

  it('keeps the start, the finish, the highest and the lowest point', () => {
    expect([thin.distanceM[0], thin.elevationM[0]]).toEqual([0, samples.elevationM[0]]);
    expect([thin.distanceM.at(-1), thin.elevationM.at(-1)]).toEqual([42_000, samples.elevationM.at(-1)]);
    expect(thin.distanceM[thin.elevationM.indexOf(Math.max(...thin.elevationM))]).toBe(13_040);
    expect(Math.max(...thin.elevationM)).toBe(95);
    expect(Math.min(...thin.elevationM)).toBe(2);
  });

  it('keeps only samples of the profile, and reads back within a few decimetres', () => {
    const pairs = new Set(samples.distanceM.map((d, i) => `${d}:${samples.elevationM[i]}`));
    thin.distanceM.forEach((d, i) => expect(pairs.has(`${d}:${thin.elevationM[i]}`)).toBe(true));
    for (let m = 0; m <= 42_000; m += 70) {
      expect(Math.abs(readProfile(thin, m).elevationM - readProfile(samples, m).elevationM)).toBeLessThan(0.5);
    }
  });

  it('keeps the four of them even on the smallest budget', () => {
    expect(thinElevation(samples, 4)).toEqual({
      distanceM: [0, 13_040, 30_020, 42_000],
      elevationM: [samples.elevationM[0], 95, 2, samples.elevationM.at(-1)],
    });
  });

  it('leaves a short series as it is', () => {
    const short = { distanceM: [0, 20, 40], elevationM: [5, 7, 6] };
    expect(thinElevation(short, 300)).toEqual(short);
  });

  it('hands the chart only what it reads', () => {
    const profile = { distanceM: 42_010, samples, grades: samples.distanceM.slice(1).map(() => 0), line: [[13.4, 52.5]] };
    const chart = chartProfile(profile, 100);
    expect(Object.keys(chart).sort()).toEqual(['distanceM', 'samples']);
    expect(chart.distanceM).toBe(42_010);
    expect(chart.samples.distanceM.length).toBeLessThanOrEqual(100);
  });
});
