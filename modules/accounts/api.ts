import { Hono } from 'hono';
import { routePath } from '../../src/i18n/route-table.ts';
import { getAuth } from './auth/auth-instance.server.ts';
import type { Auth } from './auth/auth-server.ts';
import { appRoutes } from './api/app-routes.ts';
import { profileRoutes } from './api/profile-routes.ts';
import { sessionRoutes, type SessionDeps } from './api/session-routes.ts';
import { clientIp } from './services/request-checks.ts';
import { NotFoundError } from '../../src/lib/http-errors.ts';

/**
 * The only better-auth endpoints a browser reaches directly: the social providers' returns
 * (Apple posts its answer) and the confirmation link mailed to a new address. Everything else
 * (sign-in, change-email, delete-user…) is called by our own handlers through auth.handler,
 * after the checks our forms make (current password, notices); reached from outside, it is a 404.
 */
const BROWSER_AUTH_ENDPOINTS: ReadonlyArray<{ method: string; path: RegExp }> = [
  { method: 'GET', path: /^\/callback\/[a-z]+$/ },
  { method: 'POST', path: /^\/callback\/[a-z]+$/ },
  { method: 'GET', path: /^\/verify-email$/ },
];

function isBrowserAuthEndpoint(method: string, path: string): boolean {
  return BROWSER_AUTH_ENDPOINTS.some((e) => e.method === method && e.path.test(path));
}

/**
 * The accounts module's HTTP routes, mounted by the host under /api:
 * - /api/auth/* is better-auth's own handler, open only for OAuth returns and email confirmation links;
 * - /api/account/* are our HTML form handlers (POST-redirect-GET) and the avatar and profile reads.
 */
export function createAccountsApi(deps: Partial<SessionDeps> & { auth?: () => Auth } = {}) {
  const full: SessionDeps = {
    auth: deps.auth ?? getAuth,
    landing: deps.landing ?? ((locale) => routePath(locale, 'build.index')),
  };
  return (
    new Hono()
      .on(['GET', 'POST'], '/auth/*', (c) => {
        if (!isBrowserAuthEndpoint(c.req.method, c.req.path.replace(/^.*?\/auth(?=\/)/, ''))) throw new NotFoundError();
        // The rate-limit key is ours to set: a client's own x-paceband-client-ip is replaced.
        const headers = new Headers(c.req.raw.headers);
        headers.set('x-paceband-client-ip', clientIp(c));
        return full.auth().handler(new Request(c.req.raw, { headers }));
      })
      .route('/', sessionRoutes(full))
      .route('/', profileRoutes(full))
      // SPEC 7's JSON calls: /api/login, /logout, /profile, /register, /forgot-password, /reset-password.
      .route('/', appRoutes(full))
  );
}
