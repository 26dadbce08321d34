import { STAFF } from '../../src/auth/roles.ts';
import { defineRoutes, type RoutesOf } from '../../src/i18n/route-table.ts';

/**
 * The shop's routes beyond SPEC 2: an order's page, the checkout pages, the team's screens.
 * @lintignore Read by its type in the ModuleRoutes declaration below (importing the file registers the routes).
 */
export const commerceRoutes = defineRoutes(
  {
    'order.show': { segments: ['order', ':number'], access: 'auth' },
    'checkout.simulated': { segments: ['checkout', ':session'], access: 'open' },
    'checkout.return': { segments: ['checkout', ':id', 'receipt'], access: 'open' },
    'admin.orders.index': { segments: ['admin', 'order'], access: STAFF },
    'admin.orders.show': { segments: ['admin', 'order', ':number'], access: STAFF },
    'admin.shop.index': { segments: ['admin', 'shopSettings'], access: STAFF },
  },
  {
    checkout: { en: 'checkout', fr: 'paiement', es: 'pago', it: 'pagamento' },
    receipt: { en: 'receipt', fr: 'recu', es: 'recibo', it: 'ricevuta' },
    shopSettings: { en: 'shop-settings', fr: 'parametres-boutique', es: 'ajustes-tienda', it: 'impostazioni-negozio' },
  },
);

declare module '../../src/i18n/route-table.ts' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ModuleRoutes extends RoutesOf<typeof commerceRoutes> {}
}
