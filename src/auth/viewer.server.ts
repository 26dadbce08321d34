import { unstable_getContext as getContext } from 'waku/server';
import { ForbiddenError, UnauthenticatedError } from '../lib/http-errors.ts';
import type { Viewer } from './access.ts';
import type { Role } from './roles.ts';

type ViewerSource = (headers: Headers) => Promise<Viewer>;

let source: ViewerSource = async () => ({ kind: 'guest' });

/** The module that owns sessions answers who is asking (set by the composition, src/composition.ts). */
export function setViewerSource(next: ViewerSource): void {
  source = next;
}

/**
 * One lookup per request: the page, its layout, its badges and its API handlers share the answer.
 * Keyed by the request's Headers object, so the answer is dropped with the request.
 */
const perRequest = new WeakMap<Headers, Promise<Viewer>>();

/**
 * The viewer of the current request: the session of its cookie, or a guest. Pages and server
 * actions call it without arguments (Waku's request context); Hono handlers pass their headers.
 */
export function getViewer(headers?: Headers): Promise<Viewer> {
  const key = headers ?? getContext().req.headers;
  let viewer = perRequest.get(key);
  if (!viewer) {
    viewer = source(key);
    perRequest.set(key, viewer);
  }
  return viewer;
}

/** For pages, actions and API handlers: the logged-in user, else UnauthenticatedError (401). */
export async function requireUser(headers?: Headers): Promise<Extract<Viewer, { kind: 'user' }>> {
  const viewer = await getViewer(headers);
  if (viewer.kind !== 'user') throw new UnauthenticatedError();
  return viewer;
}

/** A user with one of these roles, else 401 (guest) or 403 (ForbiddenError). */
export async function requireRole(roles: readonly Role[], headers?: Headers): Promise<Extract<Viewer, { kind: 'user' }>> {
  const viewer = await requireUser(headers);
  if (!viewer.roles.some((role) => roles.includes(role))) throw new ForbiddenError();
  return viewer;
}
