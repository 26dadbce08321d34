import { defineModule } from '../../src/host/module-contract.ts';
import { IconHeart } from '../../src/ui/icons.tsx';
import { AdminOrderPage } from './admin/admin-order-page.tsx';
import { AdminOrdersPage } from './admin/admin-orders-page.tsx';
import { AdminPromoCreatePage, AdminPromoEditPage, AdminPromosPage } from './admin/admin-promos-pages.tsx';
import { AdminShopPage } from './admin/admin-shop-page.tsx';
import { createCommerceApi, createPaymentsApi } from './api.ts';
import { commerceApi, paymentsApi } from './api-paths.ts';
import * as entities from './entities.ts';
import { commerceEnvSchema } from './env.server.ts';
import { messages, t } from './locales/messages.ts';
import './routes.ts';
import { seed } from './seed.ts';
import { commerceDashboard, paymentAlertBadge } from './services/commerce-dashboard.ts';
import { CheckoutReturnPage, SimulatedCheckoutPage } from './ui/checkout-pages.tsx';
import { DonatePage } from './ui/donate-page.tsx';
import { OrderCreatePage } from './ui/order-create-page.tsx';
import { OrderPage } from './ui/order-page.tsx';
import { OrdersPage } from './ui/orders-page.tsx';
import { exportMemberOrders, ordersInProgress } from './data/personal-data.repository.ts';
import { eraseMemberOrders } from './services/checkout-close.ts';
import { paymentProvider } from './payments/payments.server.ts';
import { orderLabel } from './data/commerce.dto.ts';

/** Commerce: printed-band orders, card payment (Stripe or simulated), promo codes, donations (batch printing: modules/order-printing). */
export const commerceModule = defineModule({
  name: 'commerce',
  personalData: {
    blocker: async (em, userId, locale) => {
      const numbers = await ordersInProgress(em, userId);
      return numbers.length ? t(locale).commerce.errors.ordersInProgress({ numbers: numbers.map(orderLabel).join(', ') }) : null;
    },
    erase: (em, userId) => eraseMemberOrders(em, userId, paymentProvider()),
    export: exportMemberOrders,
  },
  pages: {
    'order.create': OrderCreatePage,
    'order.index': OrdersPage,
    'order.show': OrderPage,
    'checkout.simulated': SimulatedCheckoutPage,
    'checkout.return': CheckoutReturnPage,
    'donate.index': DonatePage,
  },
  adminPages: {
    'admin.orders.index': AdminOrdersPage,
    'admin.orders.show': AdminOrderPage,
    'admin.promos.index': AdminPromosPage,
    'admin.promos.create': AdminPromoCreatePage,
    'admin.promos.edit': AdminPromoEditPage,
    'admin.shop.index': AdminShopPage,
  },
  api: [
    { prefix: commerceApi.prefix, app: createCommerceApi() },
    // Stripe signs its deliveries: no same-origin check, the handler verifies the signature.
    { prefix: paymentsApi.prefix, app: createPaymentsApi(), signedWebhook: true, bodyLimit: 512 * 1024 },
  ],
  entities: Object.values(entities),
  messages,
  seed,
  dashboard: commerceDashboard,
  // Payments the shop did not keep (refunded, or a refund that failed) wait for the team.
  badges: { paymentAlerts: paymentAlertBadge },
  env: commerceEnvSchema,
  csp: () => ({ 'form-action': ['https://checkout.stripe.com'] }),
  nav: {
    // On phones the heart leaves its place to the account corner; the footer keeps the link.
    topBar: [
      { route: 'donate.index', label: (l) => t(l).commerce.nav.donate(), order: 90, icon: IconHeart, guestOnly: true, hideOnSmall: true },
    ],
    // The top bar's heart is for visitors (SPEC: members have it in their menu); the footer's link is for everyone.
    footer: [{ route: 'donate.index', label: (l) => t(l).commerce.nav.donate(), order: 80 }],
    userMenu: [
      { route: 'order.create', label: (l) => t(l).commerce.nav.createOrder(), order: 30 },
      { route: 'order.index', label: (l) => t(l).commerce.nav.orders(), order: 40 },
      { route: 'donate.index', label: (l) => t(l).commerce.nav.donate(), order: 90 },
    ],
    adminMenu: [
      { route: 'admin.orders.index', label: (l) => t(l).commerce.nav.adminOrders(), order: 30, badge: 'paymentAlerts', group: 'shop' },
      { route: 'admin.promos.index', label: (l) => t(l).commerce.nav.adminPromos(), order: 40, group: 'shop' },
      { route: 'admin.shop.index', label: (l) => t(l).commerce.nav.adminShop(), order: 45, group: 'shop' },
    ],
    siteMap: [{ route: 'donate.index', label: (l) => t(l).commerce.nav.donate(), order: 80 }],
  },
});
