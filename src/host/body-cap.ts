import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * A body-size cap that leaves the request's body alone when it can (hono's bodyLimit asks for
 * `request.body` first, which makes the Node server build the full web Request and a web stream
 * over the socket for every request, GETs included): a GET or HEAD has no body to cap; a declared
 * Content-Length is checked as a number, and Node's HTTP parser never delivers more than it
 * declares. Only a chunked body (no length) is counted as it streams, by bodyLimit, and cut at the
 * cap. Leaving the body untouched also lets a large upload be piped straight from the socket
 * (src/host/uploads/multipart-stream.ts) instead of through a web stream that copies every chunk.
 */
export function bodyCap(maxSize: number, onError: (c: Context) => never): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && c.req.header('transfer-encoding') === undefined) {
      if (Number.parseInt(declared, 10) > maxSize) onError(c);
      return next();
    }
    return streamed(c, next);
  };
}
