import { cumulativeDistances, placeRun, readRecordedRun, type RawTrack } from '../../course-files/index.ts';
import { alignRun, type RaceHeights } from './race-alignment.ts';
import { RaceReviewError } from './review-error.ts';
import type { RaceReview, ReviewCourse, ReviewPlan } from './review-types.ts';

/** Faster than this on average is not a running race (the marathon record is 5.9 m/s, the 5 km's 6.6 m/s). */
const MAX_RUNNING_MPS = 7;
/** Sports that files name for rides (FIT: 2 is cycling; TCX: Biking; GPX types from apps). */
const CYCLING = /^(2|cycling|biking|bike|ride|e_?bike|road_?biking|mountain_?biking|gravel|virtual_?ride|ebikeride)$/;
/** Without a course, the watch's own length must be within this share of the race distance. */
const MAX_LENGTH_SHARE = 0.1;

export interface ReviewOptions {
  /** The upload cap (COURSE_UPLOAD_MAX_MB), bytes. */
  maxBytes?: number;
}

/**
 * A recorded race (FIT, GPX, TCX bytes) judged against its band's plan. Reads the file with the
 * courses module's reader (refuses: too large, damaged FIT, no times), refuses a ride (the file's
 * sport, or a speed no runner holds), places it on the course line (refuses a run elsewhere or a
 * partial one) and aligns it on the rows. Without a course (a band on a plain distance) positions
 * are the run's own length scaled to the race distance, and a run whose length is more than 10 %
 * off the race's is refused. Throws CourseFileError or RaceReviewError; pure otherwise.
 */
export function reviewRaceFile(
  bytes: Uint8Array,
  fileName: string,
  plan: ReviewPlan,
  course: ReviewCourse | null,
  options: ReviewOptions = {},
): RaceReview {
  const run = readRecordedRun(bytes, fileName, { ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}), heightsOptional: true });
  const { track } = run;
  if (track.sport && CYCLING.test(track.sport.replace(/\s+/g, '_'))) throw new RaceReviewError('cycling');
  let alongM: Float64Array;
  let heights: RaceHeights | null;
  if (course) {
    const placement = placeRun({ line: course.line, distanceM: course.distanceM }, run);
    const scale = plan.distanceM / course.distanceM;
    alongM = scale === 1 ? placement.alongM : placement.alongM.map((a) => a * scale);
    heights = { distanceM: course.samples.distanceM.map((d) => d * scale), elevationM: course.samples.elevationM };
  } else {
    const own = cumulativeDistances(track.lat, track.lon, track.count);
    const length = own[track.count - 1] ?? 0;
    if (!(length > 0) || Math.abs(length - plan.distanceM) > plan.distanceM * MAX_LENGTH_SHARE) {
      throw new RaceReviewError('distanceMismatch', { km: round1(length / 1000), raceKm: round1(plan.distanceM / 1000) });
    }
    const scale = plan.distanceM / length;
    alongM = own.map((a) => a * scale);
    heights = ownHeights(track, alongM);
  }
  const review = alignRun({ alongM, timeMs: track.time, ...(track.hr ? { hr: track.hr } : {}), onCourse: Boolean(course) }, plan, heights);
  const seconds = review.totalActualSeconds;
  if (seconds !== null && seconds > 0 && plan.distanceM / seconds > MAX_RUNNING_MPS) throw new RaceReviewError('cycling');
  return review;
}

/** The run's heights by race distance, 100 m apart (for the chart and the grades), or null without heights. */
function ownHeights(track: RawTrack, alongM: Float64Array): RaceHeights | null {
  const distanceM: number[] = [];
  const elevationM: number[] = [];
  let next = 0;
  for (let i = 0; i < track.count; i++) {
    const e = track.ele[i]!;
    if (Number.isNaN(e) || alongM[i]! < next) continue;
    distanceM.push(alongM[i]!);
    elevationM.push(e);
    next = alongM[i]! + 100;
  }
  return distanceM.length > 1 ? { distanceM, elevationM } : null;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
