import { Hono, type MiddlewareHandler } from 'hono';
import { databaseIsUp, getOrm } from '../db/orm.server.ts';

export interface ApiMount {
  /** Mount point under /api, e.g. '/' or '/courses'. */
  path: string;
  app: Hono;
}

/**
 * The JSON and file routes: /healthz and every module's Hono sub-app under /api. Requests for
 * anything else fall through to the pages.
 */
export function apiRoutes(mounts: ApiMount[]): MiddlewareHandler {
  const app = new Hono();
  // Let errors reach the host's error mapping instead of Hono's plain-text 500.
  app.onError((error) => {
    throw error;
  });
  app.get('/healthz', async (c) => {
    const db = await getOrm().then(databaseIsUp, () => false);
    c.header('Cache-Control', 'no-store');
    return c.json({ status: db ? 'ok' : 'degraded', db: db ? 'up' : 'down' }, db ? 200 : 503);
  });
  for (const mount of mounts) app.route(`/api${mount.path === '/' ? '' : mount.path}`, mount.app);
  app.all('/api/*', (c) => c.json({ message: 'Not found' }, 404));

  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (path !== '/healthz' && !path.startsWith('/api/')) return next();
    c.res = await app.fetch(c.req.raw, c.env);
  };
}
