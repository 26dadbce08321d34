import type { Context } from 'hono';
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

/**
 * The value a trusted proxy wrote into a forwarding header that each hop appends to
 * (X-Forwarded-For, X-Forwarded-Proto): with `hops` trusted proxies in front of us, the entry
 * `hops` from the right was appended by the outermost one; anything left of it was written by the
 * client and is never believed (issue 15: rotating a spoofed first entry dodged the login limit).
 */
export function trustedForwarded(value: string | undefined, hops: number): string | undefined {
  if (!value || hops < 1) return undefined;
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)];
}

/** How many reverse proxies in front of the app append to X-Forwarded-* (TRUST_PROXY). */
const trustedHops = (): number => env().TRUST_PROXY;

/**
 * The client address for rate limits: behind TRUST_PROXY proxies, the address the outermost
 * trusted proxy appended to X-Forwarded-For; else the socket's.
 */
export function clientAddress(c: Context, hops: number = trustedHops()): string {
  const forwarded = trustedForwarded(c.req.header('x-forwarded-for'), hops);
  if (forwarded) return forwarded;
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The scheme the visitor used: the trusted proxy's X-Forwarded-Proto behind TRUST_PROXY, else the request's own. */
export function requestProtocol(c: Context, hops: number = trustedHops()): 'http' | 'https' {
  const forwarded = trustedForwarded(c.req.header('x-forwarded-proto'), hops)?.toLowerCase();
  if (forwarded === 'https' || forwarded === 'http') return forwarded;
  return new URL(c.req.url).protocol === 'https:' ? 'https' : 'http';
}
