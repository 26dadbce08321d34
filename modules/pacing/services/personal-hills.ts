import type { GradeRatio } from './plan-types.ts';
import { runnersRatio } from './running-cost.ts';

/** One bin of a runner's own hill curve ("My hills", issue 27): time per metre at a whole grade over the flat's. */
export interface HillFactorInput {
  gradePercent: number;
  factor: number;
}

/**
 * A runner's own hill curve as the planner's grade model, from the factors fitted by "My hills"
 * (whole grades, usually −15 % to +15 %), handed in as data: the engine never loads them.
 * Between two bins, the runner's ratio to Strava's curve is interpolated linearly and laid on
 * Strava's curve at that grade (so the curve keeps Strava's shape inside a bin); beyond the
 * outermost bins the edge ratio holds. Null when the table is unusable (fewer than two bins, a
 * factor that is not a positive finite number, a grade twice): the plan then says so.
 */
export function personalRatio(factors: readonly HillFactorInput[] | undefined): GradeRatio | null {
  if (!factors || factors.length < 2) return null;
  const sorted = [...factors].sort((a, b) => a.gradePercent - b.gradePercent);
  const ok = sorted.every(
    (f, k) =>
      Number.isFinite(f.gradePercent) &&
      Number.isFinite(f.factor) &&
      f.factor > 0 &&
      f.factor < 10 &&
      (k === 0 || f.gradePercent > sorted[k - 1]!.gradePercent),
  );
  if (!ok) return null;
  const grades = sorted.map((f) => f.gradePercent / 100);
  const ratios = sorted.map((f, k) => f.factor / runnersRatio(grades[k]!));
  const last = grades.length - 1;
  return (grade: number) => {
    let ratio: number;
    if (grade <= grades[0]!) ratio = ratios[0]!;
    else if (grade >= grades[last]!) ratio = ratios[last]!;
    else {
      let k = 0;
      while (grade > grades[k + 1]!) k++;
      const t = (grade - grades[k]!) / (grades[k + 1]! - grades[k]!);
      ratio = ratios[k]! + t * (ratios[k + 1]! - ratios[k]!);
    }
    return runnersRatio(grade) * ratio;
  };
}
