import { printRoutes } from './api/print-routes.ts';

/**
 * /api/commerce/admin/print/*: queue a run, its progress, its two PDFs, "mark printed". The
 * addresses it had inside the commerce module (the team's bookmarks of a run's files still work).
 */
export function createOrderPrintingApi() {
  return printRoutes();
}
