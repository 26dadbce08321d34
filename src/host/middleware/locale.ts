import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { unstable_getContextData as getContextData } from 'waku/server';
import { isLocale, negotiateLocale, toLocale, type Locale } from '../../i18n/locales.ts';
import { errorPageHtml } from '../error-page-html.ts';
import { matchRoute, ROUTES, type RouteName } from '../../i18n/route-table.ts';
import { isApiPath } from '../../lib/api-route.ts';
import { safeDecodeURI } from '../../lib/uri.ts';

function isPageRequest(method: string, pathname: string): boolean {
  return (
    (method === 'GET' || method === 'HEAD') &&
    !pathname.startsWith('/RSC/') &&
    !pathname.startsWith('/assets/') &&
    !isApiPath(pathname) &&
    !/\.[a-z0-9]+$/i.test(pathname)
  );
}

/**
 * The page a path names, or else its section's home: `/en/admin`, as an admin types it, is the
 * admin area's `admin/home` (SPEC 2's path); any language's words.
 */
function sectionMatch(pathname: string, available: ReadonlySet<RouteName>) {
  const page = matchRoute(pathname, available);
  if (page) return page;
  const home = matchRoute(`${pathname}/home`, available);
  // Only a route whose own last word is `home` (`build/course/{uuid}` would take "home" for a uuid).
  return home && ROUTES[home.name].segments.at(-1) === 'home' ? home : null;
}

/**
 * Languages in URLs: `/` and unprefixed page paths go to the visitor's best language; a path
 * written with another language's words is redirected (301) to this language's own words, a
 * section's address without its `home` to its home page, and a trailing slash to the path without it.
 * The chosen locale is kept in the request context for the error pages.
 */
export function localeRouting(available: ReadonlySet<RouteName>): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const first = url.pathname.split('/')[1] ?? '';
    const best = (): Locale => negotiateLocale(getCookie(c, 'lang'), c.req.header('accept-language'));
    getContextData().locale = isLocale(first) ? first : best();
    const api = isApiPath(url.pathname);
    // A malformed escape (`/en/course/%E0%A4%A`, `/og/courses/%zz.png`) names nothing outside the
    // API (whose routes answer their own): 404, not Waku's URIError (a 500).
    if (!api && safeDecodeURI(url.pathname) === null) return c.html(errorPageHtml(404, toLocale(getContextData().locale)), 404);
    // `/en/`, `/en/faq//` or `/assets/`: one canonical address without the trailing slash (Waku
    // refuses such paths with a 500), for files as for pages.
    const read = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (read && !api && url.pathname.length > 1 && (url.pathname.endsWith('/') || url.pathname.includes('//'))) {
      const trimmed = url.pathname.replace(/\/{2,}/g, '/').replace(/\/+$/, '') || '/';
      return c.redirect(`${trimmed}${url.search}`, 301);
    }
    if (!isPageRequest(c.req.method, url.pathname)) return next();
    if (url.pathname === '/') {
      c.header('Vary', 'Accept-Language, Cookie');
      return c.redirect(`/${best()}${url.search}`, 302);
    }
    if (!isLocale(first)) {
      const match = sectionMatch(`/${best()}${url.pathname}`, available);
      if (match) return c.redirect(`${match.canonicalPath}${url.search}`, 302);
      return next();
    }
    const match = sectionMatch(url.pathname, available);
    const requested = url.pathname.replace(/\/+$/, '') || '/';
    if (match && match.canonicalPath !== requested) return c.redirect(`${match.canonicalPath}${url.search}`, 301);
    return next();
  };
}
