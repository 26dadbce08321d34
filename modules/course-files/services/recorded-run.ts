import { CourseFileError } from './course-file-error.ts';
import { resolveLimits, type CourseFileLimits } from './course-file-limits.ts';
import { readFit } from './fit-track.ts';
import { readGpx } from './gpx-track.ts';
import type { RawTrack } from './raw-track.ts';
import { readTcx } from './tcx-track.ts';
import { dropTimeGlitches } from './timestamp-order.ts';

const RUN_FORMATS = ['gpx', 'tcx', 'fit'] as const;
type RunFormat = (typeof RUN_FORMATS)[number];

/** A run needs a time on nearly every point: it is what tells a recording from a drawn route. */
const MIN_TIMED_SHARE = 0.9;
/** …and heights on most of them (a gap is interpolated, a file without heights corrects nothing). */
const MIN_ELEVATION_SHARE = 0.5;

/** A recorded activity as read from its file: points in time order, each with a time and a height. */
export interface RecordedRun {
  fileName: string;
  track: RawTrack;
  /** Seconds from the first to the last point. */
  durationS: number;
}

function runFormatFromFileName(fileName: string): RunFormat {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  if ((RUN_FORMATS as readonly string[]).includes(extension)) return extension as RunFormat;
  throw new CourseFileError('runFormatUnsupported', { extension: extension ? `.${extension}` : base });
}

/**
 * Uploaded bytes → a recorded run (GPX or TCX with times, FIT). Pure; throws CourseFileError and
 * nothing else. Refused: too large, damaged (a FIT's CRC), no times (a drawn route, not a run),
 * no heights, times going backwards (beyond the few glitches timestamp-order.ts forgives).
 * Whether the run belongs to a course (place, length, duration) is run-placement.ts's question.
 */
export function readRecordedRun(
  bytes: Uint8Array,
  fileName: string,
  options?: Partial<CourseFileLimits> & { /** A run without heights is read (the race review needs none). */ heightsOptional?: boolean },
): RecordedRun {
  const limits = resolveLimits(options);
  const format = runFormatFromFileName(fileName);
  if (bytes.length === 0) throw new CourseFileError('fileEmpty');
  if (bytes.length > limits.maxBytes) {
    throw new CourseFileError('fileTooLarge', { maxMb: Math.round((limits.maxBytes / (1024 * 1024)) * 10) / 10 });
  }
  let track: RawTrack;
  try {
    track = format === 'fit' ? readFit(bytes) : format === 'tcx' ? readTcx(bytes) : readGpx(bytes);
  } catch (error) {
    if (error instanceof CourseFileError) throw error;
    throw new CourseFileError(format === 'fit' ? 'fitDamaged' : 'xmlMalformed', { line: '?' });
  }
  if (track.count < 2) throw new CourseFileError('tooFewPoints', { count: track.count });
  let timed = 0;
  let withHeight = 0;
  for (let i = 0; i < track.count; i++) {
    if (!Number.isNaN(track.time[i]!)) timed++;
    if (!Number.isNaN(track.ele[i]!)) withHeight++;
  }
  if (timed < track.count * MIN_TIMED_SHARE) throw new CourseFileError('runNoTimes');
  if (!options?.heightsOptional && withHeight < track.count * MIN_ELEVATION_SHARE) throw new CourseFileError('runNoElevation');
  const ordered = dropTimeGlitches(track);
  let first = Number.POSITIVE_INFINITY;
  let last = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < ordered.count; i++) {
    const t = ordered.time[i]!;
    if (Number.isNaN(t)) continue;
    if (t < first) first = t;
    if (t > last) last = t;
  }
  return { fileName, track: ordered, durationS: Math.max(0, (last - first) / 1000) };
}
