import type { Hono } from 'hono';
import { unstable_getContextData as getContextData } from 'waku/server';
import { rewriteHtmlText } from './html-text-stream.ts';

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

const OK_STATUS_META = '<meta name="httpstatus" content="200"/>';

/**
 * The page as rendered for `/404`, told that it is the 404 page. Waku writes the status it
 * rendered with into the page (`<meta name="httpstatus">`), 200 for `/404` asked for by its path,
 * and the browser's router takes a 200 page's route from the address (`/es/no-existe`), whose
 * payload the page does not hold: on hydrating, it fetched that address's payload and drew the
 * page again, so a tap on "Go home" at that moment went nowhere (2 of 8 taps right after the page
 * loaded, in Chromium). Told 404, the router takes the route `/404`, whose payload the page holds,
 * and hydrates the page as it is. The rest of the HTML is passed on as it was.
 */
export function withNotFoundStatus(html: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  let done = false;
  const rewrite = (text: string): string => {
    if (done || !text.includes(OK_STATUS_META)) return text;
    done = true;
    return text.replace(OK_STATUS_META, OK_STATUS_META.replace('200', '404'));
  };
  return rewriteHtmlText(html, rewrite, () => done);
}
