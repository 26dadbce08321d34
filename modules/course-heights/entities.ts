// The heights' entity (table course_heights), for the host's explicit entity list.
export { CourseHeights } from './entities/course-heights.entity.ts';
