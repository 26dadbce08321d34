import { defineApi } from '../../src/lib/api-route.ts';

/** /api/calendar/*: open reads (list pages, feeds, a race's .ics) and the forms (mounted, registered and linked from here). */
export const calendarApi = defineApi('/calendar', {
  events: '/events',
  feed: '/feed.ics',
  eventIcs: '/events/:file{[a-z0-9-]{1,140}\\.ics}',
  propose: '/propose',
  adminEvents: '/admin/events',
  adminEvent: '/admin/events/:id',
  // Publish, reject (a proposal only) and delete.
  adminEventAction: '/admin/events/:id/:action{publish|reject|delete}',
  adminImport: '/admin/import',
});
