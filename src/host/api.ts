import { Hono, type MiddlewareHandler } from 'hono';
import { databaseIsUp, getOrm } from '../db/orm.server.ts';
import { databaseStatus } from './database-status.ts';
import { NotFoundError, TooLargeError, ForbiddenError } from '../lib/http-errors.ts';
import type { ApiContribution } from './module-contract.ts';
import { isSameSiteRequest } from './request-checks.ts';
import { bodyCap } from './body-cap.ts';
import { metricsRoute } from './metrics.ts';
import { apiMountBase } from './middleware/cross-origin.ts';
import { checkXsrfHeader } from './middleware/xsrf-token.ts';
import { API_BASE, isApiPath } from '../lib/api-route.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface ApiPolicy {
  /** Body cap for mounts that set none, in bytes. */
  defaultBodyLimit: number;
  /** Origins that count as ours besides the request's own (PUBLIC_URL). */
  trustedOrigins: () => readonly string[];
  /** Bearer token of `GET /metrics` (METRICS_TOKEN); without one the route does not exist. */
  metricsToken?: string | undefined;
}

/** The operators' routes: answered even in maintenance or while the database is still coming up. */
export const OPERATIONS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/metrics']);

/**
 * Host-wide rules for every module's API: each mount has a body cap (read as it streams, so a
 * 1 GiB body is refused at the cap, not after buffering), and every state-changing request must
 * come from our own pages, except mounts that declare a signature check (payment webhooks); one
 * that also carries the mobile app's XSRF token must carry a fresh one (middleware/xsrf-token.ts).
 */
function mountPolicy(mount: ApiContribution, policy: ApiPolicy): MiddlewareHandler[] {
  const maxSize = mount.bodyLimit ?? policy.defaultBodyLimit;
  const limit = bodyCap(maxSize, () => {
    throw new TooLargeError();
  });
  const origin: MiddlewareHandler = async (c, next) => {
    if (WRITES.has(c.req.method)) {
      if (!isSameSiteRequest(c.req.raw, policy.trustedOrigins())) throw new ForbiddenError();
      // The mobile app's CSRF token (SPEC 7), when it sends one: stale or not its cookie's → 419.
      checkXsrfHeader(c);
    }
    await next();
  };
  return mount.signedWebhook || mount.stateless ? [limit] : [origin, limit];
}

/**
 * Where a mount's policy applies: everything under its own prefix, or, at the shared root mount,
 * exactly the paths its app answers (its catch-all middleware paths left out).
 */
function routePaths(mount: ApiContribution): string[] {
  if (mount.prefix !== '/') return ['/*'];
  return [...new Set(mount.app.routes.map((route) => route.path))].filter((path) => path !== '*' && path !== '/*');
}

/**
 * The JSON and file routes: /healthz, /metrics and every module's Hono sub-app under /api.
 * Requests for anything else fall through to the pages.
 */
export function apiRoutes(mounts: readonly ApiContribution[], policy: ApiPolicy): MiddlewareHandler {
  const app = new Hono();
  // Let errors reach the host's error mapping instead of Hono's plain-text 500.
  app.onError((error) => {
    throw error;
  });
  app.get('/healthz', async (c) => {
    c.header('Cache-Control', 'no-store');
    // Still waiting for the database at start: say so without another connection attempt.
    if (databaseStatus().waiting) return c.json({ status: 'starting', db: 'down' }, 503, { 'Retry-After': '30' });
    const db = await getOrm().then(databaseIsUp, () => false);
    return c.json({ status: db ? 'ok' : 'degraded', db: db ? 'up' : 'down' }, db ? 200 : 503);
  });
  app.route('/', metricsRoute(policy.metricsToken));
  for (const mount of mounts) {
    const base = apiMountBase(mount);
    // The policy is registered on the mount's own route paths, not on `${base}/*`: several
    // modules share the root mount, and one's body cap must not apply to another's routes.
    for (const path of routePaths(mount)) app.use(`${base}${path}`, ...mountPolicy(mount, policy));
    app.route(base, mount.app);
  }
  app.all(`${API_BASE}/*`, () => {
    throw new NotFoundError();
  });

  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (!OPERATIONS_PATHS.has(path) && !isApiPath(path)) return next();
    c.res = await app.fetch(c.req.raw, c.env);
  };
}
