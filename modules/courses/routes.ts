import { STAFF } from '../../src/auth/roles.ts';
import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The courses module's routes beyond SPEC 2: the team's review queue of courses members ask to publish.
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const coursesRoutes = defineRoutes(
  {
    'admin.courses.review': { segments: ['admin', 'course', 'review'], access: STAFF },
  },
  {
    review: { en: 'review', fr: 'relecture', es: 'revision', it: 'revisione' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof coursesRoutes> {}
}
