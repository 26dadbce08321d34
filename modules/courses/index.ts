// The only surface other modules may import from the courses module.
// The course-file engine's pieces the band builder and the public API still take from here (the
// engine itself is modules/course-files; new code imports it from there).
export {
  buildCourseProfile,
  readCourseFile,
  parseOwnedCourseFile,
  courseErrorMessage,
  courseUploadMaxBytes,
  CourseFileError,
  isCourseFileError,
  type CourseProfile,
} from '../course-files/index.ts';

// Course pages' pieces other modules and the host may use.
export { getCourseForBuild } from './services/course-for-build.ts';
// Plain warnings where a course's heights look unreliable (issue 26 point 3), for the build page and the band's small print.
export { courseQualityNotes, courseHeightsSmallPrint } from '../course-heights/index.ts';
export { findPublicCourseLink, publicCourseLink } from './services/course-link.ts';
