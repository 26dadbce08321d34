import type { MiddlewareHandler } from 'hono';
import { IMMUTABLE } from '../static-files.ts';

/** Serves the modules' stylesheet (src/composition.ts: MODULE_STYLES) at its content-hashed address. */
export function moduleStyles(styles: { href: string; css: string }): MiddlewareHandler {
  return async (c, next) => {
    if ((c.req.method !== 'GET' && c.req.method !== 'HEAD') || new URL(c.req.url).pathname !== styles.href) return next();
    return c.body(styles.css, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': IMMUTABLE });
  };
}
