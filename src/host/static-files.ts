import { stat } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { MiddlewareHandler } from 'hono';
import { safeDecodeURIComponent } from '../lib/uri.ts';
import { etagMatches } from '../lib/etag.ts';

/** Vite writes only content-hashed names under /assets/: they never change, so browsers keep them a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Other public files (favicon, robots.txt) may change between releases: revalidated by ETag. */
const REVALIDATE = 'public, max-age=0, must-revalidate';

/** A weak validator from the file's size and modification time (no read of the file). */
function fileEtag(size: number, mtimeMs: number): string {
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function isGet(method: string): boolean {
  return method === 'GET' || method === 'HEAD';
}

/**
 * The built public files (dist/public): the brotli or gzip copy written at build time
 * (scripts/precompress.ts) when the browser takes it, a year of caching for hashed assets, and an
 * ETag with 304 answers for the rest. Runs after the request log and security headers, so files
 * carry the same headers as pages.
 */
export function staticFiles(root: string): MiddlewareHandler {
  const serve = serveStatic({
    root,
    precompressed: true,
    onFound: (_file, c) => {
      c.header('Cache-Control', new URL(c.req.url).pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE);
      c.header('Vary', 'Accept-Encoding');
    },
  });
  return async (c, next) => {
    if (!isGet(c.req.method)) return next();
    const pathname = new URL(c.req.url).pathname;
    if (!pathname.startsWith('/assets/')) {
      // Only real files: a page path has no extension and goes on to the router.
      if (!/\.[a-z0-9]+$/i.test(pathname)) return next();
      const file = path.join(root, path.normalize(safeDecodeURIComponent(pathname) ?? pathname).replace(/^([/\\])+/, ''));
      if (!file.startsWith(root + path.sep)) return next();
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return next();
      const etag = fileEtag(info.size, info.mtimeMs);
      if (etagMatches(c.req.header('if-none-match'), etag)) {
        return c.body(null, 304, { ETag: etag, 'Cache-Control': REVALIDATE });
      }
      c.header('ETag', etag);
    }
    return serve(c, next);
  };
}
