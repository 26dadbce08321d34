import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { TokenExpiredError } from '../../lib/http-errors.ts';

/**
 * SPEC 7's CSRF handshake, as the mobile app's HTTP client (Laravel Sanctum's protocol) makes it:
 * `GET /sanctum/csrf-cookie` before login and register and on refresh answers 204 with an
 * `XSRF-TOKEN` cookie the app can read; the app echoes it in `X-XSRF-TOKEN` on its writes; a write
 * whose token is stale or not the cookie's gets 419, and the app fetches a new cookie and retries
 * once. This is on top of the same-origin rule every write already passes (ADR 0010), never
 * instead of it: a write without the header is judged by its origin alone, as before.
 *
 * The token is `<issued at, base 36 ms>.<32 random bytes>`, checked against the request's own
 * cookie (double submit): nothing is kept on the server, so any replica checks it. Its date only
 * makes it go stale; a client that rewrote it would gain nothing another site could use.
 */
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';
const XSRF_PATH = '/sanctum/csrf-cookie';
/** Laravel's default session lifetime: a token older than this is stale. */
export const XSRF_LIFETIME_S = 120 * 60;

export function issueXsrfToken(now = Date.now()): string {
  return `${now.toString(36)}.${randomBytes(32).toString('base64url')}`;
}

/** Fresh and the cookie's own: the header as sent, the cookie as the browser or app keeps it. */
function xsrfTokenValid(header: string, cookie: string | undefined, now = Date.now()): boolean {
  if (!cookie || header !== cookie) return false;
  const match = /^([0-9a-z]{1,11})\.[A-Za-z0-9_-]{43}$/.exec(header);
  if (!match) return false;
  const age = now - parseInt(match[1]!, 36);
  return age >= -60_000 && age <= XSRF_LIFETIME_S * 1000;
}

function secureRequest(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

/** `GET /sanctum/csrf-cookie`: 204 and a new token in a cookie the app's script can read (not HttpOnly, as Sanctum's). */
export const xsrfCookieRoute: MiddlewareHandler = async (c, next) => {
  if (c.req.path !== XSRF_PATH) return next();
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
  setCookie(c, XSRF_COOKIE, issueXsrfToken(), {
    path: '/',
    sameSite: 'Lax',
    secure: secureRequest(c),
    maxAge: XSRF_LIFETIME_S,
  });
  c.header('Cache-Control', 'no-store');
  return c.body(null, 204);
};

/** On a write that carries `X-XSRF-TOKEN` (or Laravel's `X-CSRF-TOKEN`): 419 unless it is fresh and the cookie's. */
export function checkXsrfHeader(c: Context): void {
  const header = c.req.header(XSRF_HEADER) ?? c.req.header('x-csrf-token');
  if (header === undefined) return;
  // Axios sends the cookie's value as read from document.cookie: URL-decoded.
  let token: string;
  try {
    token = decodeURIComponent(header);
  } catch {
    throw new TokenExpiredError();
  }
  if (!xsrfTokenValid(token, getCookie(c, XSRF_COOKIE))) throw new TokenExpiredError();
}
