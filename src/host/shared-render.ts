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
