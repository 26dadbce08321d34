import type { MiddlewareHandler } from 'hono';
import { env } from '../env.server.ts';

/** The origin of the configured map style (MAP_STYLE_URL): its tiles, glyphs and sprites load from it. */
function mapOrigin(styleUrl: string | undefined): string {
  return styleUrl ? ` ${new URL(styleUrl).origin}` : '';
}

/**
 * Security headers. The CSP allows inline scripts because Waku 0.27 inlines the RSC payload and
 * its bootstrap without a nonce through createPages (docs/decisions/0002-host.md); everything
 * else is locked to our own origin. Map tiles and Stripe get their origins here when they land.
 */
export function securityHeaders(options: { production: boolean; mapStyleUrl?: string | undefined }): MiddlewareHandler {
  const map = mapOrigin('mapStyleUrl' in options ? options.mapStyleUrl : env().MAP_STYLE_URL);
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${map}`,
    "font-src 'self' data:",
    `connect-src 'self'${map}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    // Vite's dev server needs eval and websockets: the policy applies to production builds only.
    if (options.production) h.set('Content-Security-Policy', csp);
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(self)');
    if (options.production && new URL(c.req.url).protocol === 'https:') {
      h.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  };
}
