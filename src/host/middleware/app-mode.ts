import type { MiddlewareHandler } from 'hono';
import { appModeCookie } from '../app-mode.ts';
import { isApiPath } from '../../lib/api-route.ts';

/** Remembers `?app=true` (or forgets on `?app=false`) for the next navigations of the app's web view. */
export function appModeRemembered(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const url = new URL(c.req.url);
    if (!url.searchParams.has('app') || isApiPath(url.pathname)) return;
    const cookie = appModeCookie(url.search, url.protocol === 'https:');
    if (cookie) c.res.headers.append('Set-Cookie', cookie);
  };
}
