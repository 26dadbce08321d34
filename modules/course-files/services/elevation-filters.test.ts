import { describe, expect, it } from 'vitest';
import { bridgeAltimeterJumps } from './altimeter-jumps.ts';
import { deadBand, gaussianSmooth, noiseLevel } from './elevation-smoothing.ts';
import { hampelFilter } from './hampel-filter.ts';
import { resampleMean } from './elevation-resampling.ts';

const evenly = (n: number, step: number) => Float64Array.from({ length: n }, (_, i) => i * step);
const HAMPEL = { halfWindowM: 100, minHalfPoints: 3, maxHalfPoints: 25, k: 3, floorM: 5 };

describe('Hampel filter', () => {
  it('replaces an isolated 25 m spike by the local median and leaves a steady climb alone', () => {
    const climb = Float64Array.from({ length: 100 }, (_, i) => 100 + i * 0.5);
    const spiky = Float64Array.from(climb);
    spiky[40] = climb[40]! + 25;
    const out = hampelFilter(spiky, evenly(100, 10), HAMPEL);
    expect(Math.abs(out[40]! - climb[40]!)).toBeLessThan(1);
    expect(Array.from(hampelFilter(climb, evenly(100, 10), HAMPEL))).toEqual(Array.from(climb));
  });

  it('keeps a real 20 m crest that spans the window', () => {
    const hill = Float64Array.from({ length: 200 }, (_, i) => 50 + 20 * Math.exp(-(((i - 100) / 30) ** 2)));
    const out = hampelFilter(hill, evenly(200, 10), HAMPEL);
    expect(Math.max(...out)).toBeCloseTo(70, 0);
  });
});

describe('altimeter jump bridge', () => {
  it('removes an excursion that goes up and comes back, keeps the rest', () => {
    const s = Float64Array.from({ length: 200 }, (_, i) => (i >= 80 && i < 120 ? 100 + 200 * Math.sin(((i - 80) / 40) * Math.PI) : 100));
    bridgeAltimeterJumps(s, 20, { maxStepGrade: 0.4, mergeGapM: 300 });
    expect(Math.max(...s)).toBeLessThan(101);
  });

  it('keeps the height of a genuinely steep climb (a 50 % wall still gains its metres)', () => {
    const s = Float64Array.from({ length: 100 }, (_, i) => 100 + 10 * Math.min(30, Math.max(0, i - 30)));
    bridgeAltimeterJumps(s, 20, { maxStepGrade: 0.4, mergeGapM: 300 });
    expect(s[0]).toBe(100);
    expect(s[99]).toBe(400);
    for (let i = 1; i < 100; i++) expect(s[i]!).toBeGreaterThanOrEqual(s[i - 1]!);
  });
});

describe('resampling and smoothing', () => {
  it('box mean of a linear profile is the line itself', () => {
    const dist = Float64Array.of(0, 7, 50, 51, 300);
    const ele = Float64Array.from(dist, (d) => 10 + d / 10);
    const out = resampleMean(ele, dist, 300, 15);
    out.forEach((e, j) => {
      const x = j * 20;
      const a = Math.max(0, x - 10);
      const b = Math.min(300, x + 10);
      expect(e).toBeCloseTo(10 + (a + b) / 20, 9);
    });
  });

  it('Gaussian smoothing keeps a constant and the mean of a symmetric wave', () => {
    expect(Array.from(gaussianSmooth(new Float64Array(50).fill(7), 20, 30)).every((v) => Math.abs(v - 7) < 1e-12)).toBe(true);
  });

  it('Gaussian smoothing keeps a slope through the start and the finish (no pull at the ends)', () => {
    const line = Float64Array.from({ length: 60 }, (_, i) => 150 - 0.8 * i);
    const out = gaussianSmooth(line, 20, 30);
    for (let i = 0; i < 60; i++) expect(out[i]!).toBeCloseTo(line[i]!, 9);
  });

  it('noise level: centimetres for a clean profile, the noise for a noisy one; a climb is not noise', () => {
    const climb = Float64Array.from({ length: 400 }, (_, i) => 100 + 10 * Math.sin(i / 40));
    expect(noiseLevel(climb, gaussianSmooth(climb, 20, 30))).toBeLessThan(0.05);
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647) * 2 - 1;
    const noisy = climb.map((v) => v + random());
    const level = noiseLevel(noisy, gaussianSmooth(noisy, 20, 30));
    expect(level).toBeGreaterThan(0.3);
    expect(level).toBeLessThan(1);
  });

  it('dead band: wander under the band adds no gain; a climb passes through', () => {
    const wander = Float64Array.from({ length: 500 }, (_, i) => 5 + 1.2 * Math.sin(i / 3));
    const flat = deadBand(wander, 3);
    let gain = 0;
    for (let i = 1; i < flat.length; i++) gain += Math.max(0, flat[i]! - flat[i - 1]!);
    expect(gain).toBeLessThan(1.3);
    const climb = deadBand(
      Float64Array.from({ length: 100 }, (_, i) => i),
      3,
    );
    expect(climb[99]! - climb[0]!).toBeGreaterThan(96);
    // The ends stay where the input starts and finishes.
    expect(flat[0]).toBeCloseTo(wander[0]!, 9);
    expect(flat[499]).toBeCloseTo(wander[499]!, 9);
  });
});
