import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { toLocale } from '../../i18n/locales.ts';
import { errorPageHtml } from '../error-page-html.ts';

/**
 * A page that is not found answers 404 with its text in the server's HTML, in the visitor's
 * language, so it reads without JavaScript (Waku's own answer is an empty shell that the browser
 * fills). `/404` itself answers 404 too. RSC requests are left alone: navigating inside the app
 * still shows the not-found page in the site's frame.
 */
export function notFoundHtml(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/RSC/') || path.startsWith('/api/') || path.startsWith('/assets/')) return;
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (!html || (c.res.status !== 404 && path !== '/404')) return;
    const locale = toLocale(getContextData().locale);
    await c.res.body?.cancel().catch(() => {});
    c.res = undefined as unknown as Response;
    c.res = c.html(errorPageHtml(404, locale), 404, { 'Cache-Control': 'no-store' });
  };
}
