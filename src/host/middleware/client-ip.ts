import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { clientAddress } from '../request-checks.ts';

/** Keeps the client address in the request context: pages have no Hono context (geo-location reads it). */
export function clientIpContext(): MiddlewareHandler {
  return async (c, next) => {
    (getContextData() as { clientIp?: string }).clientIp = clientAddress(c);
    await next();
  };
}
