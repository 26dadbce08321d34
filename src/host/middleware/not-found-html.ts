import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { toLocale } from '../../i18n/locales.ts';
import { errorPageHtml } from '../error-page-html.ts';
import { renderNotFoundPage, withNotFoundStatus } from '../not-found-render.ts';
import { isApiPath } from '../../lib/api-route.ts';

/**
 * A page that is not found answers 404 with the site's 404 page in the server's HTML (top bar,
 * footer, text in the visitor's language), so it reads without JavaScript: Waku's own answer is
 * an empty shell that the browser fills, so the `/404` page is rendered again for the request
 * (not-found-render.ts), else the bare error page. `/404` itself answers 404 too. RSC requests are left alone: navigating inside the app
 * still shows the not-found page in the site's frame.
 */
export function notFoundHtml(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const path = new URL(c.req.url).pathname;
    if (path.startsWith('/RSC/') || isApiPath(path) || path.startsWith('/assets/')) return;
    const html = (c.res.headers.get('content-type') ?? '').startsWith('text/html');
    if (!html || (c.res.status !== 404 && path !== '/404')) return;
    const type = c.res.headers.get('content-type')!;
    if (path === '/404' && c.res.ok) {
      // Waku rendered the page in full: only its status changes.
      const body = c.res.body;
      c.res = undefined as unknown as Response;
      c.res = new Response(body, { status: 404, headers: { 'Content-Type': type, 'Cache-Control': 'no-store' } });
      return;
    }
    const locale = toLocale(getContextData().locale);
    await c.res.body?.cancel().catch(() => {});
    c.res = undefined as unknown as Response;
    // The site's 404 page with its top bar and footer; the bare error page if that fails.
    const page = await renderNotFoundPage(c.req.raw).catch(() => null);
    if (page && page.ok && (page.headers.get('content-type') ?? '').startsWith('text/html')) {
      c.res = new Response(page.body && withNotFoundStatus(page.body), {
        status: 404,
        headers: { 'Content-Type': page.headers.get('content-type')!, 'Cache-Control': 'no-store' },
      });
      return;
    }
    await page?.body?.cancel().catch(() => {});
    c.res = c.html(errorPageHtml(404, locale), 404, { 'Cache-Control': 'no-store' });
  };
}
