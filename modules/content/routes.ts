import { STAFF } from '../../src/auth/roles.ts';
import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The content module's routes beyond SPEC 2: cookie settings, the terms of sale, the FAQ,
 * contact-message and legal-document admin screens (a document by kind and language, a version by number).
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const contentRoutes = defineRoutes(
  {
    'cookies.index': { segments: ['cookies'], access: 'open' },
    'admin.faq.index': { segments: ['admin', 'faq'], access: STAFF },
    'admin.faq.create': { segments: ['admin', 'faq', 'create'], access: STAFF },
    'admin.faq.edit': { segments: ['admin', 'faq', ':id', 'edit'], access: STAFF },
    'admin.contact.index': { segments: ['admin', 'contact'], access: STAFF },
    'admin.contact.show': { segments: ['admin', 'contact', ':id'], access: STAFF },
    'terms.sale': { segments: ['termsOfSale'], access: 'open' },
    'admin.legal.index': { segments: ['admin', 'legal'], access: STAFF },
    'admin.legal.edit': { segments: ['admin', 'legal', ':kind', ':language'], access: STAFF },
    'admin.legal.version': { segments: ['admin', 'legal', ':kind', ':language', ':version'], access: STAFF },
  },
  {
    cookies: { en: 'cookies', fr: 'temoins', es: 'cookies', it: 'cookie' },
    termsOfSale: { en: 'terms-of-sale', fr: 'conditions-de-vente', es: 'condiciones-de-venta', it: 'condizioni-di-vendita' },
    legal: { en: 'legal', fr: 'textes-legaux', es: 'textos-legales', it: 'testi-legali' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof contentRoutes> {}
}
