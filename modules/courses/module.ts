import { defineModule } from '../../src/host/module-contract.ts';
import { IconSearch } from '../../src/ui/icons.tsx';
import { coursesApi } from './api.ts';
import { Course, CourseFile, CourseTitleImage, CourseUploadPreview } from './entities.ts';
import { coursesEnv, coursesEnvSchema } from './env.server.ts';
import { messages, t } from './locales/messages.ts';
import './routes.ts';
import { seed } from './seed.ts';
import { ReviewQueuePage } from './admin/review-queue-page.tsx';
import { coursesDashboard, reviewBadge } from './services/course-review-dashboard.ts';
import { courseSitemap } from './services/course-sitemap.ts';
import { courseShareImages } from './api/share-image-routes.ts';
import { COURSE_CARD_PREFIX } from './services/course-share-card.ts';
import { CourseCopyPage } from './ui/course-copy-page.tsx';
import { CourseCreatePage, CourseEditPage } from './ui/course-edit-page.tsx';
import { CourseShowPage } from './ui/course-show-page.tsx';
import { LatestCourses } from './ui/latest-courses.tsx';
import { MyCoursesPage } from './ui/my-courses-page.tsx';
import { SearchPage } from './ui/search-page.tsx';
import { eraseMemberCourses, exportMemberCourses } from './data/personal-data.repository.ts';
import { coursesApiPaths } from './api-paths.ts';

/** The map style's origin: its tiles, glyphs and sprites load from it. */
function mapOrigins(): string[] {
  const style = coursesEnv().MAP_STYLE_URL;
  return style ? [new URL(style).origin] : [];
}

/** Courses: upload (GPX, KML, KMZ), map and elevation, search, my courses, copy. */
export const coursesModule = defineModule({
  name: 'courses',
  personalData: {
    erase: (em, userId, choice) => eraseMemberCourses(em, userId, choice.publicCourses),
    export: exportMemberCourses,
  },
  pages: {
    'course.index': MyCoursesPage,
    'course.create': CourseCreatePage,
    'course.show': CourseShowPage,
    'course.edit': CourseEditPage,
    'course.copy': CourseCopyPage,
    'search.index': SearchPage,
  },
  cachedPages: ['course.show', 'search.index'],
  adminPages: { 'admin.courses.review': ReviewQueuePage },
  // Uploads have their own cap (COURSE_UPLOAD_MAX_MB), checked before the body is read.
  api: [{ prefix: coursesApiPaths.prefix, app: coursesApi, bodyLimit: 200 * 1024 * 1024 }],
  shareImages: [{ prefix: COURSE_CARD_PREFIX, app: courseShareImages }],
  entities: [Course, CourseFile, CourseTitleImage, CourseUploadPreview],
  messages,
  seed,
  env: coursesEnvSchema,
  csp: () => ({ 'img-src': mapOrigins(), 'connect-src': mapOrigins() }),
  home: [{ order: 20, component: LatestCourses }],
  // The title image keeps its ratio when the page is narrower than its width attribute.
  styles:
    '.course-title-image{margin:0}.course-title-image img{display:block;height:auto;border-radius:var(--radius)}.title-image-field .course-title-image img{max-width:min(100%,24rem)}',
  sitemap: courseSitemap,
  dashboard: coursesDashboard,
  badges: { courseReviews: reviewBadge },
  nav: {
    topBar: [{ route: 'search.index', label: (l) => t(l).nav.search(), order: 70, icon: IconSearch }],
    footer: [{ route: 'search.index', label: (l) => t(l).nav.search(), order: 70 }],
    userMenu: [{ route: 'course.index', label: (l) => t(l).nav.courses(), order: 50 }],
    siteMap: [{ route: 'search.index', label: (l) => t(l).nav.search(), order: 70 }],
    adminMenu: [
      { route: 'admin.courses.review', label: (l) => t(l).courses.review.nav(), order: 35, badge: 'courseReviews', group: 'races' },
    ],
  },
});
