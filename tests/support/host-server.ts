import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
// Waku's own request context (the one `unstable_getContextData` reads), without its virtual modules.
import { INTERNAL_runWithContext } from '../../node_modules/waku/dist/lib/context.js';
import { apiRoutes } from '../../src/host/api.ts';
import type { ApiContribution } from '../../src/host/module-contract.ts';
import { appModeRemembered } from '../../src/host/middleware/app-mode.ts';
import { clientIpContext } from '../../src/host/middleware/client-ip.ts';
import { openApiPaths } from '../../src/host/middleware/cross-origin.ts';
import { errorMapping } from '../../src/host/middleware/error-mapping.ts';
import { requestLog } from '../../src/host/middleware/request-log.ts';
import { securityHeaders } from '../../src/host/middleware/security-headers.ts';

export interface HostServerOptions {
  /** MAINTENANCE=1: every answer but the operators' routes is the 503. */
  maintenance?: boolean;
  /** A production build (the CSP is sent). */
  production?: boolean;
  /** Origins that count as ours besides the request's own. */
  trustedOrigins?: string[];
  /** Body cap of mounts that set none (API_BODY_LIMIT_KB), bytes. */
  bodyLimit?: number;
  metricsToken?: string;
  /** Runs around the API routes, e.g. a MikroORM RequestContext on the test database. */
  around?: MiddlewareHandler;
  /** Answers what the API does not (the pages' place in the real chain). */
  pages?: MiddlewareHandler;
}

export interface HostServer {
  /** e.g. http://127.0.0.1:40123 */
  origin: string;
  close(): Promise<void>;
}

/**
 * The host's middleware chain around API mounts in src/server-entry.tsx's order (request log,
 * security headers, app mode, compression, error mapping, client address, the API; Waku's pages
 * left out), served over real HTTP by @hono/node-server as `npm start` serves it. What only a
 * real server shows is tested here: node-server's light Response (a header set on a finished
 * response and then re-wrapped by compress was lost on the wire), headers as a client reads them.
 */
export async function hostServer(mounts: readonly ApiContribution[], options: HostServerOptions = {}): Promise<HostServer> {
  const app = new Hono();
  // The error mapping answers every error; Hono's default handler would only print its stack first.
  app.onError((_error, c) => c.text('', 500));
  app.use((c, next) => INTERNAL_runWithContext(c.req.raw, next));
  app.use(requestLog());
  app.use(securityHeaders({ production: options.production ?? true, openPaths: openApiPaths(mounts) }));
  app.use(appModeRemembered());
  app.use(compress());
  app.use(errorMapping({ maintenance: options.maintenance ?? false }));
  if (options.around) app.use(options.around);
  app.use(clientIpContext());
  app.use(
    apiRoutes(mounts, {
      defaultBodyLimit: options.bodyLimit ?? 256 * 1024,
      trustedOrigins: () => options.trustedOrigins ?? [],
      metricsToken: options.metricsToken,
    }),
  );
  if (options.pages) app.use(options.pages);
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
