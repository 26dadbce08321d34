import { STAFF } from '../../src/auth/roles.ts';
import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The admin module's screens beyond SPEC 2's admin home. The stats dashboard is the owner's alone (SPEC 6).
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const adminRoutes = defineRoutes(
  {
    'admin.users.index': { segments: ['admin', 'users'], access: STAFF },
    'admin.audit.index': { segments: ['admin', 'audit'], access: STAFF },
    'admin.logs.index': { segments: ['admin', 'logs'], access: STAFF },
    'admin.stats.index': { segments: ['admin', 'stats'], access: { roles: ['owner'] } },
  },
  {
    users: { en: 'users', fr: 'utilisateurs', es: 'usuarios', it: 'utenti' },
    audit: { en: 'audit', fr: 'journal-admin', es: 'auditoria', it: 'registro-admin' },
    logs: { en: 'logs', fr: 'journaux', es: 'registros', it: 'log' },
    stats: { en: 'stats', fr: 'statistiques', es: 'estadisticas', it: 'statistiche' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof adminRoutes> {}
}
