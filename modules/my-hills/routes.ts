import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * "My hills": the member's own hill model, under their profile (/en/profile/my-hills).
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const myHillsRoutes = defineRoutes(
  {
    'my-hills.index': { segments: ['profile', 'myHills'], access: 'auth', noindex: true },
  },
  {
    myHills: { en: 'my-hills', fr: 'mes-cotes', es: 'mis-cuestas', it: 'le-mie-salite' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof myHillsRoutes> {}
}
