import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { loggablePath } from '../log-redaction.ts';
import { logger } from '../logger.server.ts';

/**
 * Gives every request an id (kept from X-Request-Id when sane), echoes it, logs one line per
 * request. The logged path has its secrets redacted (reset tokens, token-like query values).
 */
export function requestLog(): MiddlewareHandler {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id');
    const id = incoming && /^[\w.-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    getContextData().requestId = id;
    const started = performance.now();
    await next();
    c.res.headers.set('X-Request-Id', id);
    const url = new URL(c.req.url);
    if (url.pathname.startsWith('/assets/')) return;
    logger.info(
      { reqId: id, method: c.req.method, path: loggablePath(url), status: c.res.status, ms: Math.round(performance.now() - started) },
      'request',
    );
  };
}
