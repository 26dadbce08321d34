import { defineApi } from '../../src/lib/api-route.ts';

/**
 * /api/courses/*: the course forms, files, actions and review (mounted, registered and linked from
 * here; browser-safe, the course form's island posts through it). The heights routes under the
 * same mount are course-heights' (its api-paths.ts).
 */
export const coursesApiPaths = defineApi('/courses', {
  create: '/',
  preview: '/preview',
  save: '/:uuid',
  copy: '/:uuid/copy',
  delete: '/:uuid/delete',
  file: '/:uuid/file',
  titleImage: '/:uuid/title-image',
  publishRequest: '/:uuid/publish-request',
  // The team's three answers (REVIEW_ACTIONS).
  review: '/:uuid/review/:action{publish|obsolete|answer}',
});
