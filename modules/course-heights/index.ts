// The heights' public surface (issue 26): corrections from recorded runs and from the terrain
// model, their history (table course_heights), the course page's heights section and the quality
// warnings. The courses module, above, stores which heights a course uses and mounts the routes.
export { withHeights, type CorrectedHeights, type CourseHeightsDto, type HeightsDecision } from './services/course-heights.ts';
export { terrainConfig } from './env.server.ts';
export {
  acceptedHeights,
  countSuggestedHeights,
  decideWaitingHeights,
  eraseMemberHeights,
  listCourseHeights,
  listSuggestedHeightRows,
} from './data/heights.repository.ts';
export { CourseHeightsSection, PendingHeights } from './ui/course-heights-section.tsx';
// Plain warnings where a course's heights look unreliable (issue 26 point 3), for the build page and the band's small print.
export { courseQualityNotes, courseHeightsSmallPrint } from './ui/quality-notes.ts';
export { heightsRoutes } from './api/heights-routes.ts';
