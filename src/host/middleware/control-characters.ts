import type { MiddlewareHandler } from 'hono';
import { BadRequestError } from '../../lib/http-errors.ts';

/** A path segment may not carry any C0 control or DEL once decoded. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const PATH_CONTROLS = /[\u0000-\u001f\u007f]/;
/** A query value may carry tab and line breaks (a pasted text), never NUL or other controls. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const QUERY_CONTROLS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

function decodedPathHasControls(pathname: string): boolean {
  if (!pathname.includes('%')) return PATH_CONTROLS.test(pathname);
  try {
    return PATH_CONTROLS.test(decodeURIComponent(pathname));
  } catch {
    // A malformed escape: the router answers it (404), it is not ours to judge here.
    return false;
  }
}

/**
 * A NUL or another control character in an address (`/en/course/%00`, `?q=%00`) is refused with
 * a 400 before any handler runs: PostgreSQL refuses NUL in text ("invalid byte sequence"), which
 * had made a 500 of it in a dozen places, and no page or API takes such a value (issue 28).
 */
export function controlCharacters(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    if (decodedPathHasControls(url.pathname)) throw new BadRequestError();
    if (url.search) {
      for (const [key, value] of url.searchParams) if (QUERY_CONTROLS.test(key) || QUERY_CONTROLS.test(value)) throw new BadRequestError();
    }
    return next();
  };
}
