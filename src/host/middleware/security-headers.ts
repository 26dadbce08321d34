import type { MiddlewareHandler } from 'hono';
import { newNonce, requestNonce, setRequestNonce } from '../csp-nonce.ts';
import { requestProtocol } from '../request-checks.ts';
import { crossOriginAnswer, isOpenApiPath, type OpenPaths } from './cross-origin.ts';

type Origins = Partial<Record<string, readonly string[]>>;

/** The challenge of a 401 answered for want of a session: sign in on the site, which sets the cookie. */
export const SESSION_CHALLENGE = 'Cookie realm="paceband"';

/** One CSP directive: its base sources and the origins modules asked for (their manifests' `csp`). */
const directive = (name: string, base: string, extra: Origins) => [name, base, ...(extra[name] ?? [])].join(' ');

/**
 * Security headers. The CSP allows our own scripts and the inline ones that carry the request's
 * nonce (Waku's bootstrap, React's streaming scripts and the inlined RSC payload: the render gets
 * it through src/host/nonce-render.ts; a cached page brings its own), no other inline script;
 * everything else is locked to our own origin plus what the modules declare (a map style's
 * tiles, Stripe). docs/decisions/0002-host.md.
 */
export function securityHeaders(options: {
  production: boolean;
  origins?: Origins;
  /** Trusted reverse proxies (TRUST_PROXY): their X-Forwarded-Proto tells whether the visitor came over https. */
  trustedHops?: number;
  /** Paths other sites may call (CORS on every answer, errors included); the composed app's stateless mounts by default. */
  openPaths?: OpenPaths;
}): MiddlewareHandler {
  const openPaths = options.openPaths ?? isOpenApiPath;
  const extra = options.origins ?? {};
  // The policy but its script-src, which names each request's nonce.
  const rest = [
    directive('style-src', "'self' 'unsafe-inline'", extra),
    directive('img-src', "'self' data: blob:", extra),
    directive('font-src', "'self' data:", extra),
    directive('connect-src', "'self'", extra),
    directive('frame-src', "'self'", extra),
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    directive('form-action', "'self'", extra),
    "frame-ancestors 'none'",
  ].join('; ');
  const csp = (nonce: string) => `default-src 'self'; ${directive('script-src', `'self' 'nonce-${nonce}'`, extra)}; ${rest}`;
  return async (c, next) => {
    const made = newNonce();
    setRequestNonce(made);
    // Outermost, so that every answer of the public API, whoever wrote it, is readable by other sites.
    await crossOriginAnswer(c, next, openPaths);
    const h = c.res.headers;
    // Vite's dev server needs eval and websockets: the policy applies to production builds only.
    // A response with its own, stricter policy keeps it (the avatar's `sandbox`, issue 15). The
    // nonce is the one the page was rendered with: this request's, or a cached page's own.
    if (options.production && !h.has('Content-Security-Policy')) h.set('Content-Security-Policy', csp(requestNonce() ?? made));
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    // Our pages share no window with another origin's (Stripe and the sign-in providers are
    // navigations, the share pop-ups open with noopener).
    if (!h.has('Cross-Origin-Opener-Policy')) h.set('Cross-Origin-Opener-Policy', 'same-origin');
    // Other sites may embed only what says so: the public API's answers (above) and files made
    // to be shown elsewhere (the predictor's social card); the rest is the site's own.
    if (!h.has('Cross-Origin-Resource-Policy')) h.set('Cross-Origin-Resource-Policy', 'same-origin');
    // Every 401 names how to authenticate (RFC 9110): the site's session cookie, unless the
    // answer has its own challenge (/metrics: a bearer token).
    if (c.res.status === 401 && !h.has('WWW-Authenticate')) h.set('WWW-Authenticate', SESSION_CHALLENGE);
    // Behind the documented TLS proxy the app itself sees http: the proxy's X-Forwarded-Proto counts.
    if (options.production && requestProtocol(c, options.trustedHops ?? 0) === 'https') {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
