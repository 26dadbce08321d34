import type { MiddlewareHandler } from 'hono';
import { env } from '../../../src/host/env.server.ts';

/**
 * CSRF defence for every state-changing request: it must come from a page of this site. Browsers
 * send Origin on POST; without it, Sec-Fetch-Site decides; with neither, the request is refused.
 * PUBLIC_URL counts as ours behind a proxy that rewrites the host.
 */
export function isSameOrigin(request: Request, publicUrl: string | undefined): boolean {
  const allowed = new Set([new URL(request.url).origin]);
  if (publicUrl) allowed.add(new URL(publicUrl).origin);
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return allowed.has(origin);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

export function sameOriginOnly(): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    if (!isSameOrigin(c.req.raw, env().PUBLIC_URL)) return c.json({ message: 'Cross-site request refused' }, 403);
    return next();
  };
}
