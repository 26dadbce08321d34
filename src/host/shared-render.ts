import { unstable_getContext as getContext } from 'waku/server';

/**
 * Set by the page cache (src/host/page-cache/) on the request it renders for every visitor. A
 * visitor who sends it himself only gets the same page as everybody else.
 */
export const SHARED_RENDER_HEADER = 'x-paceband-shared-render';

/**
 * True while a page is rendered for the page cache: anything that differs between visitors (a
 * badge, a flag, the cookie banner's first state) is left to the browser.
 */
export function isSharedRender(headers?: Headers): boolean {
  return (headers ?? getContext().req.headers).get(SHARED_RENDER_HEADER) === '1';
}

const declined = new WeakSet<Request>();

/**
 * A page rendered for the cache that came out incomplete (e.g. its preview was left to the
 * browser because the render queue was full) says so here: it is served, but not kept.
 */
export function declineSharedPage(request: Request = getContext().req): void {
  if (isSharedRender(request.headers)) declined.add(request);
}

export function sharedPageDeclined(request: Request): boolean {
  return declined.has(request);
}
