import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { clientAddress } from '../request-checks.ts';
import { isSharedRender } from '../shared-render.ts';

/**
 * Keeps the client address in the request context: pages have no Hono context (geo-location reads
 * it). A page rendered for the page cache has no client: it is everybody's.
 */
export function clientIpContext(): MiddlewareHandler {
  return async (c, next) => {
    (getContextData() as { clientIp?: string }).clientIp = isSharedRender(c.req.raw.headers) ? '' : clientAddress(c);
    await next();
  };
}
