import type { CourseProfile } from '../../course-files/index.ts';
import type { BandPlan } from '../../pacing/index.ts';
import type { ReviewCourse, ReviewPlan } from './review-types.ts';

/** The band's first plan as the review reads it: race distance, unit, rows. */
export function reviewPlanOf(plan: BandPlan): ReviewPlan {
  return {
    distanceM: plan.distanceM,
    unit: plan.unit,
    rows: plan.rows.map((r) => ({
      distance: r.distance,
      unit: r.unit,
      distanceM: r.distanceM,
      elapsedSeconds: r.elapsedSeconds,
      splitSeconds: r.splitSeconds,
      kind: r.kind,
    })),
  };
}

/** The course's line and heights (the profile the band was planned on). */
export function reviewCourseOf(profile: CourseProfile): ReviewCourse {
  return { line: profile.line, distanceM: profile.distanceM, samples: profile.samples };
}
