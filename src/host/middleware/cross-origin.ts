import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ApiContribution } from '../module-contract.ts';

/** Where a mount's routes live: /courses → /api/courses; the root mount → /api. */
export function apiMountBase(mount: Pick<ApiContribution, 'prefix'>): string {
  return `/api${mount.prefix === '/' ? '' : mount.prefix}`;
}

/** Tells whether a path belongs to a mount other sites may call. */
export type OpenPaths = (pathname: string) => boolean;

/**
 * The paths of the stateless mounts (module contract: they read no session, so other sites may
 * call them): each mount's base and everything under it, unknown paths included.
 */
export function openApiPaths(mounts: readonly ApiContribution[]): OpenPaths {
  const bases = mounts.filter((mount) => mount.stateless).map(apiMountBase);
  for (const base of bases) if (base === '/api') throw new Error('a stateless API mount needs a prefix of its own, not /api itself');
  return (pathname) => bases.some((base) => pathname === base || pathname.startsWith(`${base}/`));
}

let composed: OpenPaths = () => false;

/** The composition root's API mounts (src/composition.ts), read by the host's header policy. */
export function setOpenApiMounts(mounts: readonly ApiContribution[]): void {
  composed = openApiPaths(mounts);
}

/** True for a path of a stateless mount of the composed app (the public API, its document). */
export const isOpenApiPath: OpenPaths = (pathname) => composed(pathname);

/** Headers a page on another site may read: the wait of a 429/503, a file's name, the request id, a workout's merged steps. */
const EXPOSED_HEADERS = 'Retry-After, Content-Disposition, X-Request-Id, X-Workout-Steps-Merged';
const OPEN_METHODS = 'GET, POST, OPTIONS';
const PREFLIGHT_MAX_AGE_S = 86_400;

/**
 * CORS without credentials on every answer of an open path, whoever wrote it: the handler, the
 * host's error mapping (400, 404, 413, 415, 422), a rate limit (429), the maintenance page (503).
 * Without the header on an error, a page on another site reads "Failed to fetch" instead of the
 * error's JSON. Preflights are answered here, before limits, maintenance and body caps (a refused
 * preflight would hide the real answer the same way). Open answers may also be embedded by other
 * sites (Cross-Origin-Resource-Policy: cross-origin). Must run outside the error mapping.
 */
export function crossOrigin(isOpen: OpenPaths = isOpenApiPath): MiddlewareHandler {
  return async (c, next) => {
    await crossOriginAnswer(c, next, isOpen);
  };
}

/** The body of `crossOrigin`, for the host's security headers to run in one middleware. */
export async function crossOriginAnswer(c: Context, next: Next, isOpen: OpenPaths): Promise<void> {
  if (!isOpen(new URL(c.req.url).pathname)) {
    await next();
    return;
  }
  if (c.req.method === 'OPTIONS') {
    const headers = new Headers({
      Allow: OPEN_METHODS,
      'Access-Control-Allow-Methods': OPEN_METHODS,
      'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_S),
      Vary: 'Access-Control-Request-Headers',
    });
    // No credentials are ever allowed, so whatever headers the caller wants to send may come.
    const asked = c.req.header('access-control-request-headers');
    if (asked) headers.set('Access-Control-Allow-Headers', asked);
    c.res = new Response(null, { status: 204, headers });
  } else {
    await next();
  }
  const h = c.res.headers;
  h.set('Access-Control-Allow-Origin', '*');
  h.set('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  h.set('Cross-Origin-Resource-Policy', 'cross-origin');
}
