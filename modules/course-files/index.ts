// The course-file engine's public surface: what the courses, course-heights, watch, race-review
// and my-hills modules (and, through courses, the band builder) may use. No database, no React.
export type { CourseFormat, CourseProfile, AidStationCandidate, ElevationSummary, LatLon } from './services/course-profile.ts';
export { buildCourseProfile, type BuildCourseOptions } from './services/build-course-profile.ts';
// A course file named on the command line, read and refused in one line.
export { readCourseFile } from './services/course-file-read.ts';
// The same, in a worker thread (for request handlers: keeps the event loop free), and the bounds
// the heights corrections share with it (COURSE_PARSE_THREADS, COURSE_PARSE_QUEUE).
export { parseOwnedCourseFile, parseAndPackCourseFile, courseWorkerLimits } from './services/parse-course-file.ts';
// Recorded runs (issue 26) for the heights corrections and the race review (issue 27): read a run
// file (GPX, TCX, FIT), place it on a course line; the upload cap (COURSE_UPLOAD_MAX_MB).
export { readRecordedRun, type RecordedRun } from './services/recorded-run.ts';
export { placeRun, type CourseLine } from './services/run-placement.ts';
export { readGpx } from './services/gpx-track.ts';
export type { RawTrack } from './services/raw-track.ts';
export { cumulativeDistances, lineLengths, metresPerDegree } from './services/geodesic-distance.ts';
export { courseUploadMaxBytes } from './env.server.ts';
export { CourseFileError, isCourseFileError, type CourseFileErrorCode, type CourseFileErrorParams } from './services/course-file-error.ts';
export { courseErrorMessage } from './services/course-error-message.ts';
export { courseFileTemplates } from './locales/messages.ts';
export { DEFAULT_LIMITS } from './services/course-file-limits.ts';
// Heights: the cleaning the engine applies to a file's heights, which corrections apply to theirs.
export { cleanSeries, profileOfSeries } from './services/elevation-profile.ts';
export { hampelFilter } from './services/hampel-filter.ts';
export { type ElevationQuality } from './services/elevation-quality.ts';
export { qualityWarnings, type QualityWarning } from './services/course-quality.ts';
