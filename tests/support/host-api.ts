import { Hono } from 'hono';
import type { Viewer } from '../../src/auth/access.ts';
import { apiRoutes } from '../../src/host/api.ts';
import { crossOrigin, openApiPaths } from '../../src/host/middleware/cross-origin.ts';
import { apiErrorBody, retryAfterOf, statusOf } from '../../src/host/middleware/error-mapping.ts';
import { xsrfCookieRoute } from '../../src/host/middleware/xsrf-token.ts';
import type { ApiContribution } from '../../src/host/module-contract.ts';

/** The viewer a test names in its `x-test-user` header (a member of that id), else a guest: a header only the test's app instances read. */
export async function testUserViewer(c: { req: { header: (name: string) => string | undefined } }): Promise<Viewer> {
  const id = c.req.header('x-test-user');
  return id ? { kind: 'user', id, name: id, roles: ['member'] } : { kind: 'guest' };
}

interface HostOptions {
  bodyLimit?: number;
  trustedOrigins?: string[];
  metricsToken?: string;
}

/**
 * Module API apps mounted as the host mounts them (src/host/api.ts: body limits, the same-origin
 * check, unknown /api paths) and the mobile app's CSRF cookie route, with the host's JSON error shape, Retry-After and CORS of stateless
 * mounts, for integration tests without a server. Paths start with /api.
 * tests/support/host-server.ts serves the host's whole chain over HTTP instead.
 */
export function hostApi(mounts: readonly ApiContribution[], options: HostOptions = {}): Hono {
  const app = new Hono();
  app.use(crossOrigin(openApiPaths(mounts)));
  app.onError((error) => {
    const status = statusOf(error);
    const headers = new Headers();
    const retryAfter = retryAfterOf(error);
    if (retryAfter) headers.set('Retry-After', retryAfter);
    return Response.json(apiErrorBody(error, status, 'en'), { status, headers });
  });
  app.use(xsrfCookieRoute);
  app.use(
    apiRoutes(mounts, {
      defaultBodyLimit: options.bodyLimit ?? 256 * 1024,
      trustedOrigins: () => options.trustedOrigins ?? [],
      metricsToken: options.metricsToken,
    }),
  );
  return app;
}

/**
 * One module app behind the host, called with the app's own paths (`/band.pdf`, or a full URL
 * whose path is the app's): `asHost(app, '/bands').request('/band.pdf')` asks `/api/bands/band.pdf`.
 */
export function asHost(app: Hono, prefix: string, options: HostOptions = {}) {
  const host = hostApi([{ prefix, app }], options);
  const base = `/api${prefix === '/' ? '' : prefix}`;
  return {
    request(input: string, init?: RequestInit, env?: unknown): Promise<Response> {
      const url = new URL(input, 'http://localhost');
      const path = url.pathname === '/' ? base : `${base}${url.pathname}`;
      const target = /^https?:/.test(input) ? `${url.origin}${path}${url.search}` : `${path}${url.search}`;
      return Promise.resolve(host.request(target, init, env as never));
    },
  };
}
