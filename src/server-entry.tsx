/**
 * The composition root: the host middleware, then every module of src/modules.ts (through
 * src/composition.ts) gathered into one Waku app on a Hono host. Nothing domain-specific is
 * decided here.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { unstable_honoMiddleware as honoMiddleware } from 'waku/internals';
import { unstable_getContextData as getContextData } from 'waku/server';
import { createPages } from 'waku';
import {
  API_MOUNTS,
  AVAILABLE_ROUTES,
  CACHED_PAGES,
  checkEnvironment,
  composeHost,
  cspOrigins,
  MODULE_STYLES,
  PAGES,
  PERSONAL_COOKIES,
  SHARE_IMAGE_MOUNTS,
  sitemapEntries,
} from './composition.ts';
import { NotFoundPage } from './app/not-found-page.tsx';
import { Root } from './app/root.server.tsx';
import { RoutePage } from './app/route-page.tsx';
import { apiRoutes } from './host/api.ts';
import { xsrfCookieRoute } from './host/middleware/xsrf-token.ts';
import adapter from './host/node-adapter.ts';
import { env } from './host/env.server.ts';
import { errorMapping } from './host/middleware/error-mapping.ts';
import { localeRouting } from './host/middleware/locale.ts';
import { moduleStyles } from './host/middleware/module-styles.ts';
import { appModeRemembered } from './host/middleware/app-mode.ts';
import { clientIpContext } from './host/middleware/client-ip.ts';
import { controlCharacters } from './host/middleware/control-characters.ts';
import { notFoundHtml } from './host/middleware/not-found-html.ts';
import { ormContext } from './host/middleware/orm-context.ts';
import { pageRequests } from './host/middleware/page-requests.ts';
import { requestLog } from './host/middleware/request-log.ts';
import { securityHeaders } from './host/middleware/security-headers.ts';
import { siteIndex } from './host/site-index.ts';
import { shareImageRoutes } from './host/share-image/share-routes.ts';
import { matchRoute, type RouteName } from './i18n/route-table.ts';
import { readPageDataVersion } from './db/page-data-version.ts';
import { polledDataVersion } from './host/page-cache/data-version.ts';
import { pageCache } from './host/page-cache/page-cache.ts';

checkEnvironment();
// The one place the server hands the composed lists to the host's services (ADR 0031).
composeHost();

const pages = createPages(async ({ createPage, createRoot }) => [
  createRoot({ render: 'dynamic', component: Root }),
  // Registered first: Waku ranks same-length paths by registration order, and '/404' must not
  // be taken for a locale called "404".
  createPage({ render: 'dynamic', path: '/404', component: NotFoundPage }),
  // Our route table (src/i18n/route-table.ts) resolves the translated path words, so Waku only
  // needs the locale prefix and the rest of the path.
  createPage({ render: 'dynamic', path: '/[locale]', component: RoutePage }),
  createPage({ render: 'dynamic', path: '/[locale]/[...rest]', component: RoutePage }),
]);

const production = import.meta.env.PROD;

function trustedOrigins(): string[] {
  const publicUrl = env().PUBLIC_URL;
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/** Public pages kept per language and path until their data changes (src/host/page-cache/). */
function publicPageCache(): MiddlewareHandler {
  const { PAGE_CACHE_MB, PAGE_CACHE_TTL_S } = env();
  if (!production || PAGE_CACHE_MB === 0) return (_c, next) => next();
  const wakuContext = honoMiddleware.contextMiddleware();
  return pageCache({
    cacheable: (pathname) => {
      const match = matchRoute(pathname, AVAILABLE_ROUTES);
      return match !== null && CACHED_PAGES.has(match.name);
    },
    personalCookies: PERSONAL_COOKIES,
    version: polledDataVersion({ read: readPageDataVersion }),
    ttlMs: PAGE_CACHE_TTL_S * 1000,
    maxBytes: PAGE_CACHE_MB * 1024 * 1024,
    // Waku reads the request from its own context: the rest of the chain gets the stripped one,
    // with what the host's earlier middleware noted for the request (its id, its language).
    withRequest: (c, next) => {
      const noted = { ...getContextData() };
      return wakuContext(c, () => {
        Object.assign(getContextData(), noted);
        return next();
      });
    },
  });
}

export default adapter(pages, {
  // Files too get the request log and security headers; pages and the API get the rest.
  beforeFiles: [requestLog, () => securityHeaders({ production, origins: cspOrigins(), trustedHops: env().TRUST_PROXY })],
  middlewareFns: [
    // Outside the page rendering: it adds its cookie to the finished response.
    appModeRemembered,
    () => compress(),
    () => moduleStyles(MODULE_STYLES),
    () => errorMapping({ maintenance: env().MAINTENANCE }),
    // A NUL or control character in the path or query: 400 before any handler reads it.
    controlCharacters,
    // Before anything reads a body: pages take GET and HEAD (405 else), POSTs to Waku's /RSC/*
    // come from our pages with a capped body; the API's mounts have their own caps (issue 28).
    () => pageRequests({ trustedOrigins }),
    // SPEC 7: the mobile app's CSRF cookie (GET /sanctum/csrf-cookie), before the pages' routing.
    () => xsrfCookieRoute,
    notFoundHtml,
    () => localeRouting(AVAILABLE_ROUTES),
    () => publicPageCache(),
    ormContext,
    // Share images under /og, outside /api/ that robots.txt closes (issue 29 point 8).
    () => shareImageRoutes(SHARE_IMAGE_MOUNTS),
    () =>
      siteIndex({
        available: () => Object.keys(PAGES) as RouteName[],
        extra: sitemapEntries,
        origin: (request) => (env().PUBLIC_URL ?? new URL(request.url).origin).replace(/\/+$/, ''),
      }),
    clientIpContext,
    () => apiRoutes(API_MOUNTS, { defaultBodyLimit: env().API_BODY_LIMIT_KB * 1024, trustedOrigins, metricsToken: env().METRICS_TOKEN }),
  ],
});
