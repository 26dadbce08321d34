import { HTTPException } from 'hono/http-exception';
import { unstable_getContext as getContext } from 'waku/server';
import { sessionViewer } from '../../modules/accounts/index.ts';
import type { Role } from '../i18n/route-table.ts';
import type { Viewer } from './access.ts';

/**
 * The viewer of the current request: the better-auth session of its cookie (accounts module), or
 * a guest. Pages and server actions call it without arguments (Waku's request context); Hono
 * handlers pass their request's headers.
 */
export async function getViewer(headers?: Headers): Promise<Viewer> {
  return sessionViewer(headers ?? getContext().req.headers);
}

/** For actions and API handlers: the logged-in user, or a 401. */
export async function requireViewer(headers?: Headers): Promise<Extract<Viewer, { kind: 'user' }>> {
  const viewer = await getViewer(headers);
  if (viewer.kind !== 'user') throw new HTTPException(401, { message: 'Log in first' });
  return viewer;
}

/** For actions and API handlers: a user with one of these roles, else 401 (guest) or 403. */
export async function requireRole(roles: readonly Role[], headers?: Headers): Promise<Extract<Viewer, { kind: 'user' }>> {
  const viewer = await requireViewer(headers);
  if (!viewer.roles.some((role) => roles.includes(role))) throw new HTTPException(403, { message: 'Access denied' });
  return viewer;
}
