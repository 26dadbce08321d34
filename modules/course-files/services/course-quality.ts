import type { CourseProfile } from './course-profile.ts';

/** A published gain this far from the measured one (either way) is worth a warning. */
const GAIN_MISMATCH = 0.25;
/** Below this noise level (metres) the heights are a route planner's smooth ground model, not a recording. */
const GROUND_NOISE_M = 0.05;
/** Points further apart than this (metres, median) miss short hills. */
const SPARSE_SPACING_M = 100;
/** More spikes and jumps than this share of the points: the recording was noisy. */
const NOISY_SHARE = 0.01;

export type QualityWarning =
  | { code: 'noElevation' }
  | { code: 'groundHeights' }
  | { code: 'sparse'; metres: number }
  | { code: 'noisy'; count: number }
  | { code: 'gainMismatch'; measuredM: number; publishedM: number; percent: number };

/**
 * Plain warnings where a course's heights look unreliable (issue 26 point 3), for the course
 * page, the build page and the band's small print. Heights corrected from recorded runs are
 * trusted: only a published gain far from theirs is still worth saying.
 */
export function qualityWarnings(profile: CourseProfile, publishedGainM: number | null): QualityWarning[] {
  const warnings: QualityWarning[] = [];
  const q = profile.quality;
  if (!profile.hasElevation) warnings.push({ code: 'noElevation' });
  else if (q && q.source === 'file') {
    if (q.noiseM < GROUND_NOISE_M) warnings.push({ code: 'groundHeights' });
    if (q.spacingM > SPARSE_SPACING_M) warnings.push({ code: 'sparse', metres: Math.round(q.spacingM) });
    const removed = q.spikes + q.jumps + q.gradeOutliers;
    if (removed > Math.max(3, q.pointCount * NOISY_SHARE)) warnings.push({ code: 'noisy', count: removed });
  }
  if (publishedGainM !== null && publishedGainM > 0 && profile.hasElevation) {
    const measured = profile.elevation.gainM;
    const gap = Math.abs(measured - publishedGainM) / publishedGainM;
    if (gap > GAIN_MISMATCH) {
      warnings.push({
        code: 'gainMismatch',
        measuredM: Math.round(measured),
        publishedM: Math.round(publishedGainM),
        percent: Math.round(gap * 100),
      });
    }
  }
  return warnings;
}
