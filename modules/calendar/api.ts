import { Hono } from 'hono';
import { formRoutes } from './api/form-routes.ts';
import { readRoutes } from './api/read-routes.ts';

/** The calendar's routes under /api/calendar: open reads (list pages, feeds) and the forms. */
export function createCalendarApi() {
  return new Hono().route('/', readRoutes()).route('/', formRoutes());
}
