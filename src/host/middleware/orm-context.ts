import { RequestContext } from '@mikro-orm/postgresql';
import type { MiddlewareHandler } from 'hono';
import { getOrm } from '../../db/orm.server.ts';
import { logger } from '../logger.server.ts';

/**
 * Forks the EntityManager for each request (MikroORM RequestContext), so no identity map is
 * shared between requests. Static assets skip it. If the database is down the request goes on
 * without a context: pages that need data fail into the error page, the others still render.
 */
export function ormContext(): MiddlewareHandler {
  return async (c, next) => {
    if (new URL(c.req.url).pathname.startsWith('/assets/')) return next();
    let orm;
    try {
      orm = await getOrm();
    } catch (error) {
      logger.error({ err: error }, 'database unavailable');
      return next();
    }
    return RequestContext.create(orm.em, next);
  };
}
