import { isCourseFileError, readRecordedRun } from '../../course-files/index.ts';
import { fitHillCurve, type HillCurve } from './fit-hills.ts';
import { HillsError, type HillsErrorParams } from './hills-error.ts';
import { runSegments, SEGMENT_M, type HillSegment } from './run-segments.ts';

/** Fewer runs say too little about hills (and one odd day would weigh too much). */
export const MIN_RUNS = 3;
/** More at once is more work than one request should hold a worker for. */
export const MAX_RUNS = 30;
/** A run must give at least this many steady 150 m stretches (1.5 km). */
const MIN_SEGMENTS = 10;
/** Sports that files name for rides (FIT: 2 is cycling; TCX: Biking; GPX types from apps). */
const CYCLING = /^(2|cycling|biking|bike|ride|e_?bike|road_?biking|mountain_?biking|gravel|virtual_?ride|ebikeride)$/;
/** A median moving speed above this is a ride (the marathon record is 5.9 m/s). */
const MAX_MOVING_MPS = 6.5;

export interface RunFile {
  bytes: Uint8Array;
  fileName: string;
}

export interface FitOptions {
  /** The upload cap per file, bytes (the courses module's default otherwise). */
  maxBytes?: number;
}

/**
 * "My hills" (issue 27 point 3): the runner's own pace factor per 1 % of grade from 3 to 30
 * recorded runs (GPX, TCX, FIT, read by the courses module's run reader), shrunk toward Strava's
 * curve where a bin has little data (fit-hills.ts). Refusals are HillsError: fewer than 3 runs or
 * more than 30, a file without times or heights, a ride (its sport, or a median moving speed above
 * 6.5 m/s), a run with under 1.5 km of steady running, an unreadable file. Pure.
 */
export function fitMyHills(files: readonly RunFile[], options: FitOptions = {}): HillCurve {
  if (files.length < MIN_RUNS) throw new HillsError('tooFewRuns', { min: MIN_RUNS, count: files.length });
  if (files.length > MAX_RUNS) throw new HillsError('tooManyRuns', { max: MAX_RUNS, count: files.length });
  return fitHillCurve(files.map((file) => hillSegmentsOf(file, options)));
}

/** One run's steady stretches, or the HillsError saying why it cannot be used. */
function hillSegmentsOf({ bytes, fileName }: RunFile, options: FitOptions = {}): HillSegment[] {
  let run;
  try {
    run = readRecordedRun(bytes, fileName, options.maxBytes ? { maxBytes: options.maxBytes } : {});
  } catch (error) {
    if (!isCourseFileError(error)) throw error;
    if (error.code === 'runNoTimes') throw new HillsError('noTimes', { file: fileName });
    if (error.code === 'runNoElevation') throw new HillsError('noHeights', { file: fileName });
    // The courses module's refusal (too large, damaged FIT…) travels as its code and parameters.
    throw new HillsError('unreadable', { ...(error.params as HillsErrorParams), file: fileName, cause: error.code });
  }
  const sport = run.track.sport?.replace(/\s+/g, '_');
  if (sport && CYCLING.test(sport)) throw new HillsError('cycling', { file: fileName });
  const { segments, movingMps } = runSegments(run);
  if (movingMps > MAX_MOVING_MPS) throw new HillsError('cycling', { file: fileName });
  if (segments.length < MIN_SEGMENTS) {
    throw new HillsError('runUnusable', { file: fileName, segments: segments.length, metres: SEGMENT_M, min: MIN_SEGMENTS });
  }
  return segments;
}
