/**
 * The composition root: every module's pages and API routes, and the host middleware, gathered
 * into one Waku app on a Hono host. Nothing domain-specific is decided here.
 */
import { compress } from 'hono/compress';
import { createPages } from 'waku';
import adapter from 'waku/adapters/node';
import { createAccountsApi } from '../modules/accounts/api.ts';
import { bandBuilderApi } from '../modules/band-builder/api.ts';
import { contentApi } from '../modules/content/api.ts';
import { coursesApi } from '../modules/courses/api.ts';
import { predictorApi } from '../modules/predictor/api.ts';
import { NotFoundPage } from './app/not-found-page.tsx';
import { AVAILABLE_ROUTES } from './app/page-registry.ts';
import { Root } from './app/root.tsx';
import { RoutePage } from './app/route-page.tsx';
import { routePath } from './i18n/route-table.ts';
import { apiRoutes } from './host/api.ts';
import { env } from './host/env.server.ts';
import { errorMapping } from './host/middleware/error-mapping.ts';
import { localeRouting } from './host/middleware/locale.ts';
import { ormContext } from './host/middleware/orm-context.ts';
import { requestLog } from './host/middleware/request-log.ts';
import { securityHeaders } from './host/middleware/security-headers.ts';

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

export default adapter(pages, {
  middlewareFns: [
    requestLog,
    () => securityHeaders({ production }),
    () => compress(),
    () => errorMapping({ maintenance: env().MAINTENANCE }),
    () => localeRouting(AVAILABLE_ROUTES),
    ormContext,
    () =>
      apiRoutes([
        { path: '/', app: contentApi },
        // better-auth at /api/auth/*, our account forms at /api/account/*; after login, build (or home until it exists).
        {
          path: '/',
          app: createAccountsApi({ landing: (l) => routePath(l, AVAILABLE_ROUTES.has('build.index') ? 'build.index' : 'home.index') }),
        },
        { path: '/bands', app: bandBuilderApi },
        { path: '/predictor', app: predictorApi },
        { path: '/courses', app: coursesApi },
      ]),
  ],
});
