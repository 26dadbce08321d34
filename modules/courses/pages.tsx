import type { PageFragment } from '../../src/i18n/page-types.ts';
import { CourseCopyPage } from './ui/course-copy-page.tsx';
import { CourseCreatePage, CourseEditPage } from './ui/course-edit-page.tsx';
import { CourseShowPage } from './ui/course-show-page.tsx';
import { MyCoursesPage } from './ui/my-courses-page.tsx';
import { SearchPage } from './ui/search-page.tsx';

/** The courses module's fragment of the route table. */
export const coursesPages: PageFragment = {
  'course.index': MyCoursesPage,
  'course.create': CourseCreatePage,
  'course.show': CourseShowPage,
  'course.edit': CourseEditPage,
  'course.copy': CourseCopyPage,
  'search.index': SearchPage,
};
