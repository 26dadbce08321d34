import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The accounts module's routes beyond SPEC 2's table: the page a mailed deletion link opens (a
 * member without a password confirms there), and pages for SPEC 2's logout and password words. The token is in the path, so a member who must log in
 * first comes back to it (the login's redirectTo keeps the path).
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const accountsRoutes = defineRoutes(
  {
    'profile.delete': { segments: ['profile', 'deleteAccount', ':token'], access: 'auth', noindex: true },
    // SPEC 2's path words "logout", "password" and "password-email": a logout page that asks
    // before signing out (a GET never signs out: links are prefetched and mail scanners open
    // them), and the password pages under SPEC's names, sending each visitor to ours.
    'logout.index': { segments: ['logout'], access: 'open', noindex: true },
    'password.index': { segments: ['password'], access: 'open', noindex: true },
    'password-email.index': { segments: ['passwordEmail'], access: 'open', noindex: true },
  },
  {
    deleteAccount: { en: 'delete-account', fr: 'supprimer-le-compte', es: 'eliminar-cuenta', it: 'elimina-account' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof accountsRoutes> {}
}
