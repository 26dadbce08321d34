/**
 * The race review (issue 27 point 2): a recorded race laid on its band's plan. Plain data only:
 * it is kept as JSON with the saved band and read back by the shared snapshot. Only numbers
 * derived per band row and the gap curve are kept, never a position or a time of the file.
 */
import type { DistanceUnit, RowKind } from '../../pacing/index.ts';

/** The band as the review needs it: its race distance, its unit and its rows (any order). */
export interface ReviewPlan {
  distanceM: number;
  unit: DistanceUnit;
  rows: ReadonlyArray<{
    distance: number;
    unit: DistanceUnit;
    distanceM: number;
    elapsedSeconds: number;
    splitSeconds: number;
    kind: RowKind;
  }>;
}

/** The course the band was planned on: its line (for placement) and its heights (grade, chart). */
export interface ReviewCourse {
  /** [lon, lat] pairs, start to finish. */
  line: ReadonlyArray<readonly [number, number]>;
  /** The course's measured length, metres (its positions are scaled to the race distance). */
  distanceM: number;
  samples: { distanceM: readonly number[]; elevationM: readonly number[] };
}

export interface ReviewRow {
  /** The row's mark in its unit, as the band prints it. */
  distance: number;
  unit: DistanceUnit;
  distanceM: number;
  kind: RowKind;
  plannedSeconds: number;
  /** Seconds from the start line to this mark, as run; null where the run does not reach it. */
  actualSeconds: number | null;
  /** actual − planned: negative is ahead of the plan. */
  deltaSeconds: number | null;
  /** Split rows (laps, finish): the split as planned and as run. */
  plannedSplitSeconds?: number;
  actualSplitSeconds?: number | null;
  /** Split rows: the split's pace adjusted for the course's grades (flat-equivalent), seconds per band unit. */
  gradeAdjustedPace?: number | null;
  /** Split rows: mean heart rate over the split, when the file has one. */
  heartRate?: number | null;
}

export interface ReviewLoss {
  fromM: number;
  toM: number;
  /** The split row's mark (its end) and unit. */
  distance: number;
  unit: DistanceUnit;
  /** Seconds lost against the plan over this split (positive). */
  seconds: number;
}

export interface ReviewSummary {
  /** The splits that lost most against the plan, worst first (at most three). */
  losses: ReviewLoss[];
  /** Where a fade began: from this split mark on, the run kept losing time on the plan. */
  fadeAfter: { distance: number; unit: DistanceUnit; seconds: number } | null;
}

export interface RaceReview {
  distanceM: number;
  unit: DistanceUnit;
  rows: ReviewRow[];
  totalPlannedSeconds: number;
  totalActualSeconds: number | null;
  /** Gap to the plan over the distance: [metres, seconds] (positive is behind). */
  gap: Array<[number, number]>;
  /** Heights under the gap curve: [metres, metres]; empty without heights. */
  elevation: Array<[number, number]>;
  hasHeartRate: boolean;
  /** True when the run was aligned on the course line; false on a band without a course (the watch's distance, scaled). */
  onCourse: boolean;
  summary: ReviewSummary;
}
