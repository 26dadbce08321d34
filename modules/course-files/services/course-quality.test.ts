import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCourseProfile } from './build-course-profile.ts';
import { qualityWarnings } from './course-quality.ts';

const profileOf = (name: string) =>
  buildCourseProfile(new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/courses/${name}`, import.meta.url))), name);

describe('course quality report', () => {
  it('says where heights come from and what was removed', () => {
    const madrid = profileOf('madrid-marathon-noisy.gpx');
    expect(madrid.quality).toMatchObject({ source: 'file', pointCount: madrid.pointCount });
    expect(madrid.quality!.pointsWithHeight).toBe(madrid.pointCount);
    expect(madrid.quality!.spikes + madrid.quality!.jumps + madrid.quality!.gradeOutliers).toBeGreaterThan(5);
    expect(qualityWarnings(madrid, null).map((w) => w.code)).toContain('noisy');
  });

  it('warns that a route planner’s ground heights may hold bridges flat, and a file without heights', () => {
    const tokyo = profileOf('tokyo-marathon-route.gpx');
    expect(qualityWarnings(tokyo, null).map((w) => w.code)).toEqual(['groundHeights']);
    expect(qualityWarnings(profileOf('berlin-marathon-no-elevation.gpx'), null)).toEqual([{ code: 'noElevation' }]);
  });

  it('warns when the published gain differs from the measured one by more than 25 %', () => {
    const boston = profileOf('boston-marathon.gpx');
    const measured = boston.elevation.gainM;
    expect(qualityWarnings(boston, Math.round(measured * 1.2)).some((w) => w.code === 'gainMismatch')).toBe(false);
    expect(qualityWarnings(boston, Math.round(measured * 1.5))).toContainEqual({
      code: 'gainMismatch',
      measuredM: Math.round(measured),
      publishedM: Math.round(measured * 1.5),
      percent: 33,
    });
  });
});
