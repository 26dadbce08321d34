import { defineApi } from '../../src/lib/api-route.ts';

/**
 * /api/commerce/admin/print/*: the addresses batch printing had inside the commerce module (the
 * team's bookmarks of a run's files still work). Browser-safe: the progress island links from it.
 */
export const printApi = defineApi('/commerce/admin/print', {
  queue: '/',
  run: '/:id',
  bandsPdf: '/:id/bands.pdf',
  // The labels or envelopes; labels.pdf is the address it had before envelopes (a bookmark still works).
  mailingPdf: '/:id/mailing.pdf',
  labelsPdf: '/:id/labels.pdf',
  printed: '/:id/printed',
});
