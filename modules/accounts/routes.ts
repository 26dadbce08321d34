import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The accounts module's routes beyond SPEC 2: the page a mailed deletion link opens (a member
 * without a password confirms there). The token is in the path, so a member who must log in
 * first comes back to it (the login's redirectTo keeps the path).
 */
export const accountsRoutes = defineRoutes(
  {
    'profile.delete': { segments: ['profile', 'deleteAccount', ':token'], access: 'auth', noindex: true },
  },
  {
    deleteAccount: { en: 'delete-account', fr: 'supprimer-le-compte', es: 'eliminar-cuenta', it: 'elimina-account' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof accountsRoutes> {}
}
