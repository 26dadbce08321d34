import type { CourseProfile } from '../../courses/index.ts';
import type { CourseChart } from './builder-labels.ts';

const CHART_POINTS = 600;

/** The course's elevation series thinned to what a chart needs, so the page (or a snapshot) stays light. */
export function chartOf(profile: CourseProfile): CourseChart {
  const { distanceM, elevationM } = profile.samples;
  const stride = Math.max(1, Math.ceil(distanceM.length / CHART_POINTS));
  const keep = (_: number, i: number) => i % stride === 0 || i === distanceM.length - 1;
  return {
    distanceM: profile.distanceM,
    samples: { distanceM: distanceM.filter(keep), elevationM: elevationM.filter(keep) },
    elevation: profile.elevation,
  };
}
