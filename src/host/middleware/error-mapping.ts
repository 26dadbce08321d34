import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { toLocale } from '../../i18n/locales.ts';
import { errorPageHtml, type ErrorCode } from '../error-page-html.ts';
import { logger } from '../logger.server.ts';

/**
 * Turns an error that escaped a handler into the product's answer: JSON for the API, the
 * localized error page otherwise. Domain services throw typed errors; they carry `status`.
 */
export function errorMapping(options: { maintenance: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const data = getContextData();
    const locale = toLocale(data.locale);
    const isApi = path.startsWith('/api/');
    if (options.maintenance && path !== '/healthz' && !path.startsWith('/assets/')) {
      c.header('Retry-After', '600');
      return isApi ? c.json({ message: 'maintenance' }, 503) : c.html(errorPageHtml(503, locale), 503);
    }
    try {
      await next();
    } catch (error) {
      c.error = error as Error;
    }
    const error = c.error;
    if (!error) return;
    const status = statusOf(error);
    if (status >= 500) logger.error({ err: error, reqId: data.requestId, path }, 'request failed');
    const code: ErrorCode = status === 403 || status === 404 || status === 503 ? status : status >= 500 ? 500 : 999;
    // Clear the failed response first: Hono's setter would carry its headers into ours.
    c.res = undefined as unknown as Response;
    c.res = isApi
      ? c.json({ message: status >= 500 ? 'An error occurred. Please contact us.' : error.message }, status as 400)
      : c.html(errorPageHtml(code, locale), status as 500);
  };
}

/** The HTTP status an error carries (Hono's HTTPException and our typed errors have `status`), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}
