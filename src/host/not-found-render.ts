import type { Hono } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';

/**
 * Renders the site's own `/404` page (src/app/not-found-page.tsx: top bar, footer, the visitor's
 * language) for a request that ended in a 404. Waku 0.27 server-renders `/404` in full when
 * asked for it, but a page that throws notFound() while rendering (or a path of no route) comes
 * back as an empty shell that only the browser fills. The adapter hands over its page renderer
 * (Waku's context and RSC middleware, without the host's chain: the request was already logged,
 * checked and routed); the request's context data (language, CSP nonce) is carried into it.
 */
let renderer: Hono | null = null;
const carried = new WeakMap<Request, Record<string, unknown>>();

export function setPageRenderer(app: Hono): void {
  renderer = app;
}

/** Copies the outer request's context data into the inner render's (first middleware of the renderer). */
export function carryContextData(request: Request): void {
  Object.assign(getContextData(), carried.get(request) ?? {});
}

/** The `/404` page rendered for this request, or null when no renderer was set (tests without the adapter). */
export async function renderNotFoundPage(request: Request): Promise<Response | null> {
  if (!renderer) return null;
  const inner = new Request(new URL('/404', request.url), { headers: request.headers });
  carried.set(inner, { ...getContextData() });
  return renderer.fetch(inner);
}
