import type { Context, MiddlewareHandler } from 'hono';
import { env } from './env.server.ts';

/**
 * CSRF defence for state-changing requests: they must come from a page of this site. Browsers
 * send Origin on every POST; without it, Sec-Fetch-Site or the Referer decide. Session cookies
 * are SameSite=Lax too, so this is the second lock, not the only one.
 */
export function isSameSiteRequest(request: Request, trustedOrigins: readonly string[]): boolean {
  const own = new URL(request.url).origin;
  const allowed = new Set([own, ...trustedOrigins]);
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null') return allowed.has(origin);
  const site = request.headers.get('sec-fetch-site');
  if (site) return site === 'same-origin';
  const referer = request.headers.get('referer');
  if (!referer) return false;
  try {
    return allowed.has(new URL(referer).origin);
  } catch {
    return false;
  }
}

/** Refuses (403) POST, PUT, PATCH and DELETE that do not come from this site (PUBLIC_URL counts as ours). */
export function sameSiteWrites(): MiddlewareHandler {
  return async (c, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(c.req.method)) return next();
    const publicUrl = env().PUBLIC_URL;
    const trusted = publicUrl ? [new URL(publicUrl).origin] : [];
    if (!isSameSiteRequest(c.req.raw, trusted)) return c.json({ message: 'Cross-site request refused' }, 403);
    return next();
  };
}

/** The client address for rate limits: the first X-Forwarded-For hop behind a trusted proxy, else the socket's. */
export function clientAddress(c: Context): string {
  if (env().TRUST_PROXY === '1') {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}
