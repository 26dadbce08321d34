import { STAFF } from '../../src/auth/roles.ts';
import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The calendar's routes beyond SPEC 2's calendar.index: a race's page, the proposal form, the admin screens.
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const calendarRoutes = defineRoutes(
  {
    'calendar.show': { segments: ['calendar', ':slug'], access: 'open' },
    'calendar.propose': { segments: ['calendar', 'propose'], access: 'auth' },
    'admin.calendar.index': { segments: ['admin', 'calendar'], access: STAFF },
    'admin.calendar.queue': { segments: ['admin', 'calendar', 'proposals'], access: STAFF },
    'admin.calendar.create': { segments: ['admin', 'calendar', 'create'], access: STAFF },
    'admin.calendar.edit': { segments: ['admin', 'calendar', ':id', 'edit'], access: STAFF },
    'admin.calendar.import': { segments: ['admin', 'calendar', 'import'], access: STAFF },
  },
  {
    propose: { en: 'propose', fr: 'proposer', es: 'proponer', it: 'proponi' },
    proposals: { en: 'proposals', fr: 'propositions', es: 'propuestas', it: 'proposte' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof calendarRoutes> {}
}
