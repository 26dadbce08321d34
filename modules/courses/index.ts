// The only surface other modules may import from the courses module.
export type { CourseFormat, CourseProfile, AidStationCandidate, ElevationSummary, LatLon } from './services/course-profile.ts';
export { buildCourseProfile, type BuildCourseOptions } from './services/build-course-profile.ts';
// A course file named on the command line, read and refused in one line.
export { readCourseFile } from './services/course-file-read.ts';
// The same, in a worker thread (for request handlers: keeps the event loop free).
export { parseCourseFile, parseOwnedCourseFile } from './services/parse-course-file.ts';
// Recorded runs (issue 26) for the race review (issue 27): read a run file (GPX, TCX, FIT), place
// it on a course line; the upload cap the course pages use (COURSE_UPLOAD_MAX_MB).
export { readRecordedRun, runFormatFromFileName, RUN_FORMATS, type RecordedRun, type RunFormat } from './services/recorded-run.ts';
export { placeRun, type CourseLine, type RunPlacement } from './services/run-placement.ts';
export type { RawTrack } from './services/raw-track.ts';
export { cumulativeDistances } from './services/geodesic-distance.ts';
export { courseUploadMaxBytes } from './env.server.ts';
export {
  CourseFileError,
  COURSE_FILE_ERROR_CODES,
  isCourseFileError,
  type CourseFileErrorCode,
  type CourseFileErrorParams,
} from './services/course-file-error.ts';
export { courseErrorMessage } from './services/course-error-message.ts';
export { DEFAULT_LIMITS } from './services/course-file-limits.ts';
export { courseLocales, type CourseLocale, type CourseMessages } from './locales/index.ts';

// Course pages' pieces other modules and the host may use.
export { LatestCourses } from './ui/latest-courses.tsx';
export { getCourseForBuild } from './services/course-for-build.ts';
// Plain warnings where a course's heights look unreliable (issue 26 point 3), for the build page and the band's small print.
export { courseQualityNotes, courseHeightsSmallPrint } from './ui/quality-notes.ts';
export { canEditCourse, canViewCourse } from './services/course-permissions.ts';
export type { CourseDto, CourseSummaryDto } from './data/course.dto.ts';
export { findPublicCourseLink, publicCourseLink, type CourseLink } from './services/course-link.ts';
