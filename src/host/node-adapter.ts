/// <reference types="@vitejs/plugin-rsc/types" />
import path from 'node:path';
import { serve } from '@hono/node-server';
import { renderToReadableStream } from '@vitejs/plugin-rsc/rsc';
import { Hono, type MiddlewareHandler } from 'hono';
import {
  unstable_constants as constants,
  unstable_createServerEntryAdapter as createServerEntryAdapter,
  unstable_honoMiddleware as honoMiddleware,
} from 'waku/internals';
import { requestNonce } from './csp-nonce.ts';
import { withNonceRendering, type SsrEntry } from './nonce-render.ts';
import { SITE_STYLESHEET } from './site-stylesheet.server.ts';
import { staticFiles } from './static-files.ts';
import { carryContextData, setPageRenderer } from './not-found-render.ts';
import { startServer, type StartOptions } from './startup.server.ts';

type MiddlewareFn = () => MiddlewareHandler;

/**
 * Our Node adapter for Waku (its adapter API): like `waku/adapters/node`, but the built public
 * files are served after the host's first middleware (request log, security headers) instead of
 * before everything, with build-time compression and cache headers (src/host/static-files.ts).
 */
const adapter = createServerEntryAdapter(
  (
    { processRequest, processBuild, config, isBuild, notFoundHtml },
    options?: { beforeFiles?: MiddlewareFn[]; middlewareFns?: MiddlewareFn[] },
  ) => {
    const app = new Hono();
    app.notFound((c) => (notFoundHtml ? c.html(notFoundHtml, 404) : c.text('404 Not Found', 404)));
    // Hono's default handler prints every thrown error's stack to stderr, outside the JSON log:
    // a flood of refused requests (401, 404, 413…) flooded it too. Errors keep travelling in
    // c.error to the host's errorMapping, which answers them and logs the 5xx ones.
    app.onError((error, c) => {
      c.error = error;
      return c.text('Internal Server Error', 500);
    });
    app.use(honoMiddleware.contextMiddleware());
    for (const fn of options?.beforeFiles ?? []) app.use(fn());
    if (isBuild) app.use(staticFiles(path.resolve(config.distDir, constants.DIST_PUBLIC)));
    for (const fn of options?.middlewareFns ?? []) app.use(fn());
    app.use(honoMiddleware.middlewareRunner({}));
    app.use(honoMiddleware.rscMiddleware({ processRequest }));
    // The 404 page rendered again in full for a page that ended in notFoundHtml (not-found-render.ts).
    const pages = new Hono();
    pages.use(honoMiddleware.contextMiddleware());
    pages.use((c, next) => {
      carryContextData(c.req.raw);
      return next();
    });
    pages.use(honoMiddleware.middlewareRunner({}));
    pages.use(honoMiddleware.rscMiddleware({ processRequest }));
    setPageRenderer(pages);
    return {
      fetch: app.fetch,
      build: processBuild,
      buildOptions: { distDir: config.distDir },
      buildEnhancers: ['waku/adapters/node-build-enhancer'],
      serve,
      /** `npm start` (scripts/start.ts): database, migrations, then this app served on PORT. */
      start: (startOptions: StartOptions) => startServer(startOptions, serve),
    };
  },
);

/**
 * The adapter, with the router's HTML renders given the request's CSP nonce (src/host/nonce-render.ts,
 * ADR 0002): the security headers make one per request, and Waku 0.27 would render without it.
 */
export default ((handlers, options) =>
  adapter(
    {
      ...handlers,
      handleRequest: withNonceRendering(handlers.handleRequest, {
        renderRsc: (node, renderOptions) => renderToReadableStream(node, renderOptions),
        // No type argument: plugin-rsc rewrites the call by matching `loadModule(` in the source.
        loadSsr: () => import.meta.viteRsc.loadModule('ssr', 'index') as Promise<SsrEntry>,
        nonce: requestNonce,
        stylesheet: SITE_STYLESHEET,
      }),
    },
    options,
  )) satisfies typeof adapter;
