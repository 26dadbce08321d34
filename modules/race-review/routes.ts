import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The race review's routes: the read-only snapshot of a review, open to anyone with its link.
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const raceReviewRoutes = defineRoutes(
  {
    'race-review.shared': { segments: ['race-review', ':token'], access: 'open', noindex: true },
  },
  {
    'race-review': { en: 'race-review', fr: 'analyse-course', es: 'analisis-carrera', it: 'analisi-gara' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof raceReviewRoutes> {}
}
