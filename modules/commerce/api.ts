import { Hono } from 'hono';
import { adminRoutes } from './api/admin-routes.ts';
import { shopRoutes } from './api/shop-routes.ts';
import { webhookRoutes } from './api/webhook-routes.ts';

/** /api/commerce/*: the shop's forms (same-origin) and the team's screens' forms and files. */
export function createCommerceApi() {
  return new Hono().route('/', shopRoutes()).route('/', adminRoutes());
}

/** /api/payments/*: the payment provider's webhook (signature-checked, no same-origin rule). */
export function createPaymentsApi() {
  return webhookRoutes();
}
