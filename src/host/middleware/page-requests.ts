import type { MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { unstable_getContextData as getContextData } from 'waku/server';
import { toLocale } from '../../i18n/locales.ts';
import { OPERATIONS_PATHS } from '../api.ts';
import { bodyCap } from '../body-cap.ts';
import { errorPageHtml } from '../error-page-html.ts';
import { isSameSiteRequest } from '../request-checks.ts';
import { isApiPath } from '../../lib/api-route.ts';
import { safeDecodeURI } from '../../lib/uri.ts';

/** Waku's RSC endpoint: the router's navigations (GET) and server functions (POST). */
const RSC_PREFIX = '/RSC/';

/**
 * Largest body of a POST to /RSC/*, in bytes. The site has no server functions ('use server')
 * today and the router sends its navigation parameters in the query string (GET), so no page of
 * the site sends a body there at all; 64 KB (the band API's cap) leaves room for a form-sized
 * server function and keeps what Waku buffers (it reads the whole body before decoding it) small.
 */
export const RSC_BODY_LIMIT = 64 * 1024;

const PAGE_METHODS = ['GET', 'HEAD', 'OPTIONS'];
const RSC_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'];
/** A server function's address (`F/<id>/<name>.txt`) takes a POST only. */
const RSC_FUNCTION_METHODS = ['POST', 'OPTIONS'];

/**
 * What an address after `/RSC/` names for Waku: a page's route (`R/<page path>.txt`, what the
 * router asks for), a server function (`F/<id>/<name>.txt`, POST only), or nothing it can read.
 * Waku threw on each of the last, and a scanner's probe became a 500 with a stack in the error log
 * (issue 28's "every endpoint a library mounts"): escapes that do not decode (URIError), no `.txt`
 * ending, or a route the site never asks for (`R/_root`, the bare `/`, which the host redirects
 * before Waku sees it; `R/.txt`; anything but `R/` and `F/`).
 */
function rscAddress(address: string): 'route' | 'function' | 'unreadable' {
  const decoded = safeDecodeURI(address);
  if (decoded === null || !decoded.endsWith('.txt')) return 'unreadable';
  if (decoded.startsWith('F/')) return 'function';
  return /^R\/[^_./]/.test(decoded) ? 'route' : 'unreadable';
}

export interface PageRequestPolicy {
  /** Origins that count as ours besides the request's own (PUBLIC_URL). */
  trustedOrigins: () => readonly string[];
  /** Body cap of a POST to /RSC/* (bytes); RSC_BODY_LIMIT unless a test sets another. */
  rscBodyLimit?: number;
}

/**
 * What the pages and Waku's RSC endpoint accept (issue 28): everything the API (src/host/api.ts,
 * with its own per-mount caps) does not answer reaches Waku, which reads any body it is given
 * whole, before failing (a 300 MB POST to /RSC/… stayed in memory as 1 GB of RSS). Pages take
 * GET and HEAD only (every form of the site posts to /api/…); another method is a 405 with
 * `Allow`, answered before the body is read, and OPTIONS a 204 with `Allow` (no CORS: the
 * public API answers its own preflights). An /RSC/ address Waku cannot read is refused first
 * (`rscAddress`). A POST to /RSC/* must come from our own pages, like
 * every write (Waku's client sends it with `fetch`, which always sets Origin on a POST), and its
 * body is capped at `rscBodyLimit`: a declared Content-Length over it is refused before reading,
 * a chunked body is counted as it streams and cut at the cap (413).
 */
export function pageRequests(policy: PageRequestPolicy): MiddlewareHandler {
  // HTTPExceptions, not the typed errors: the host's error mapping answers both alike, but Hono
  // prints every other error's stack to stderr, which a stream of refused bodies would flood.
  const capped = bodyCap(policy.rscBodyLimit ?? RSC_BODY_LIMIT, () => {
    throw new HTTPException(413);
  });
  return async (c, next) => {
    const method = c.req.method;
    const path = new URL(c.req.url).pathname;
    const rsc = path.startsWith(RSC_PREFIX);
    const address = rsc ? rscAddress(path.slice(RSC_PREFIX.length)) : null;
    if (address === 'unreadable') throw new HTTPException(404);
    if ((method === 'GET' || method === 'HEAD') && address !== 'function') return next();
    if (isApiPath(path) || OPERATIONS_PATHS.has(path)) return next();
    const allow = (address === 'function' ? RSC_FUNCTION_METHODS : rsc ? RSC_METHODS : PAGE_METHODS).join(', ');
    if (method === 'OPTIONS') return c.body(null, 204, { Allow: allow });
    if (!rsc || method !== 'POST') {
      const locale = toLocale(getContextData().locale, path.split('/')[1]);
      return c.html(errorPageHtml(999, locale), 405, { Allow: allow, 'Cache-Control': 'no-store' });
    }
    if (!isSameSiteRequest(c.req.raw, policy.trustedOrigins())) throw new HTTPException(403);
    return capped(c, next);
  };
}
