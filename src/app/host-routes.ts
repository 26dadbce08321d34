import { defineRoutes, type RoutesOf } from '../i18n/route-table.ts';

/**
 * The host's routes beyond SPEC 2's table: the page that asks before a destructive action when
 * the browser runs no JavaScript (SPEC 8's confirmations; src/host/forms/confirmation.ts).
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const hostRoutes = defineRoutes(
  { 'confirm.index': { segments: ['confirm'], access: 'open', noindex: true } },
  { confirm: { en: 'confirm', fr: 'confirmer', es: 'confirmar', it: 'conferma' } },
);

declare module '../i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof hostRoutes> {}
}
