import { defineApi } from '../../src/lib/api-route.ts';

/** /api/commerce/*: the shop's forms and the team's (mounted, registered and linked from here). */
export const commerceApi = defineApi('/commerce', {
  order: '/order',
  donate: '/donate',
  retry: '/orders/:id/retry',
  checkout: '/checkout/:session/:action{pay|decline|cancel}',
  adminPromo: '/admin/promos/:id{new|[0-9]+}',
  adminOrderStatus: '/admin/orders/status',
  adminAlert: '/admin/alerts/:id{[0-9]+}/:action{refund|resolve}',
  adminShop: '/admin/shop',
});

/** /api/payments/*: the payment provider's webhook. */
export const paymentsApi = defineApi('/payments', {
  stripeWebhook: '/stripe/webhook',
});
