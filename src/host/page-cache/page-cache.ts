import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler, Next } from 'hono';
import { LRUCache } from 'lru-cache';
import { APP_MODE_COOKIE, appModeOf } from '../app-mode.ts';
import { etagMatches } from '../../lib/etag.ts';
import { requestNonce, setRequestNonce } from '../csp-nonce.ts';
import { SHARED_RENDER_HEADER } from '../shared-render.ts';
import type { DataVersion } from './data-version.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export interface PageCacheOptions {
  /** True for a page path (locale included, no query) whose HTML is the same for every visitor. */
  cacheable: (pathname: string) => boolean;
  /** Cookies that make a request someone's own (a session, a flash message): never served from, nor stored in, the cache. */
  personalCookies: readonly string[];
  version: DataVersion;
  /** Longest time a page is kept, for what changes with the clock (scheduled news, "upcoming" races). */
  ttlMs: number;
  /** Memory the kept pages may use, all encodings counted. */
  maxBytes: number;
  /**
   * Runs the rest of the chain with `c.req.raw` as the request pages see (Waku keeps its own copy
   * of the request in its context: the host passes Waku's context middleware).
   */
  withRequest: MiddlewareHandler;
}

interface CachedPage {
  version: number;
  /** The CSP nonce its inline scripts carry: every visitor served this page gets it in the header (src/host/csp-nonce.ts). */
  nonce: string | undefined;
  etag: string;
  headers: Array<[string, string]>;
  identity: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
  br: Uint8Array<ArrayBuffer>;
}

/** Response headers that belong to one response, never to a kept page. */
const NOT_KEPT = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'x-request-id',
  'set-cookie',
  'etag',
  'vary',
  'cache-control',
]);

/**
 * The shared page cache (issue 14): public pages are rendered once per language, path and data
 * version, then served from memory, compressed ahead, with an ETag (304 on revalidation).
 *
 * Only visitors without a personal cookie get a kept page, and a page is rendered for the cache
 * from a request stripped of every cookie but the app-mode one (marked with SHARED_RENDER_HEADER),
 * so what is kept cannot hold anything of whoever happened to ask first. What differs between
 * visitors on such a page (the unread-news badge, the country flag, the cookie banner) is filled
 * in by the browser (src/ui/shell-details.client.tsx, /api/shell). Members' pages render per
 * request as before. Each replica keeps its own pages: a cache, not shared state; the data
 * version in PostgreSQL tells every replica when to drop them.
 */
export function pageCache(options: PageCacheOptions): MiddlewareHandler {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.identity.byteLength + page.gzip.byteLength + page.br.byteLength + 512,
    ttl: options.ttlMs,
  });
  // One render per page at a time: visitors who ask while it renders wait for it (a page that
  // expired under load would otherwise be rendered by every waiting request at once).
  const rendering = new Map<string, Promise<CachedPage | null>>();
  const personal = new Set(options.personalCookies);
  // A cookie's name, without the prefix browsers require of Secure / host-only cookies.
  const isPersonal = (cookie: string) => personal.has(cookie.split('=')[0]!.replace(/^__(?:Secure|Host)-/, ''));

  return async (c, next) => {
    const request = c.req.raw;
    if (request.method !== 'GET') return next();
    const url = new URL(request.url);
    if (url.search || !options.cacheable(url.pathname)) return next();
    const cookies = request.headers.get('cookie') ?? '';
    if (cookies.split(/;\s*/).some(isPersonal)) return next();

    const appMode = appModeOf('', cookies);
    const key = `${appMode ? 'app' : 'web'} ${url.pathname}`;
    const version = options.version.current();
    const kept = pages.get(key);
    if (kept && kept.version === version) {
      c.res = respond(kept, request.headers, 'hit');
      return;
    }
    const pending = rendering.get(key);
    if (pending) {
      const page = await pending;
      if (page) {
        c.res = respond(page, request.headers, 'hit');
        return;
      }
    }

    let settle: (page: CachedPage | null) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    let page: CachedPage | null = null;
    try {
      await renderShared(c, next, appMode, options.withRequest);
      const rendered = c.res;
      if (rendered.status !== 200 || rendered.headers.has('set-cookie') || !rendered.headers.get('content-type')?.startsWith('text/html'))
        return;
      page = await keepable(rendered, version, requestNonce());
      c.res = respond(page, request.headers, 'miss');
      if (options.version.mayStore(version)) pages.set(key, page);
    } finally {
      rendering.delete(key);
      settle(page);
    }
  };
}

/** Renders the rest of the chain for nobody in particular: no cookies (but app mode), no client address hints. */
async function renderShared(c: Context, next: Next, appMode: boolean, withRequest: MiddlewareHandler): Promise<void> {
  const original = c.req.raw;
  const headers = new Headers();
  for (const name of ['host', 'accept', 'user-agent']) {
    const value = original.headers.get(name);
    if (value) headers.set(name, value);
  }
  if (appMode) headers.set('cookie', `${APP_MODE_COOKIE}=1`);
  headers.set(SHARED_RENDER_HEADER, '1');
  c.req.raw = new Request(original.url, { method: 'GET', headers });
  try {
    await withRequest(c, next);
  } finally {
    c.req.raw = original;
  }
}

async function keepable(response: Response, version: number, nonce: string | undefined): Promise<CachedPage> {
  const identity = new Uint8Array(await response.arrayBuffer());
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const headers = [...response.headers].filter(([name]) => !NOT_KEPT.has(name.toLowerCase()));
  const etag = `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`;
  return { version, nonce, etag, headers, identity, gzip: new Uint8Array(gz), br: new Uint8Array(br) };
}

function respond(page: CachedPage, requestHeaders: Headers, state: 'hit' | 'miss'): Response {
  // The page's scripts carry the nonce it was rendered with: the CSP header must name that one.
  // Shared by the visitors of one kept page, it is still unknown to anyone before the render
  // that draws it (what a stored injection would need); such a page reflects no query or cookie.
  if (page.nonce) setRequestNonce(page.nonce);
  const headers = new Headers(page.headers);
  headers.set('etag', page.etag);
  headers.set('vary', 'Accept-Encoding, Cookie');
  // Browsers keep it but ask again each time (ETag); shared caches must not keep a page that
  // members get rendered for themselves.
  headers.set('cache-control', 'private, no-cache');
  headers.set('x-page-cache', state);
  if (etagMatches(requestHeaders.get('if-none-match'), page.etag)) return new Response(null, { status: 304, headers });
  const accepted = requestHeaders.get('accept-encoding') ?? '';
  const [body, encoding] = /\bbr\b/.test(accepted)
    ? [page.br, 'br']
    : /\bgzip\b/.test(accepted)
      ? [page.gzip, 'gzip']
      : [page.identity, null];
  if (encoding) headers.set('content-encoding', encoding);
  headers.set('content-length', String(body.byteLength));
  return new Response(body, { status: 200, headers });
}
