import { STAFF } from '../../src/auth/roles.ts';
import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/** The content module's routes beyond SPEC 2: cookie settings, the FAQ and contact-message admin screens. */
export const contentRoutes = defineRoutes(
  {
    'cookies.index': { segments: ['cookies'], access: 'open' },
    'admin.faq.index': { segments: ['admin', 'faq'], access: STAFF },
    'admin.faq.create': { segments: ['admin', 'faq', 'create'], access: STAFF },
    'admin.faq.edit': { segments: ['admin', 'faq', ':id', 'edit'], access: STAFF },
    'admin.contact.index': { segments: ['admin', 'contact'], access: STAFF },
    'admin.contact.show': { segments: ['admin', 'contact', ':id'], access: STAFF },
  },
  { cookies: { en: 'cookies', fr: 'temoins', es: 'cookies', it: 'cookie' } },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof contentRoutes> {}
}
