import type { Viewer } from '../../../src/auth/access.ts';
import { logger } from '../../../src/host/logger.server.ts';
import type { Auth } from './auth-server.ts';
import { parseRoles } from '../../../src/auth/roles.ts';

export interface SessionUser {
  id: string;
  name: string;
  email: string;
  image: string | null;
  emailVerified: boolean;
  roles: string;
  blocked?: boolean | null;
}

/** The logged-in user of a request (session cookie), or null. A database failure counts as "nobody". */
export async function sessionUser(auth: Auth, headers: Headers): Promise<SessionUser | null> {
  if (!headers.get('cookie')?.includes('session_token')) return null;
  try {
    const session = await auth.api.getSession({ headers });
    return session ? (session.user as unknown as SessionUser) : null;
  } catch (error) {
    logger.error({ err: error }, 'session lookup failed');
    return null;
  }
}

export async function viewerFromHeaders(auth: Auth, headers: Headers): Promise<Viewer> {
  const user = await sessionUser(auth, headers);
  // A user blocked while logged in is a guest from the next request on (the block also ends their sessions).
  if (!user || user.blocked) return { kind: 'guest' };
  const viewer: Viewer = { kind: 'user', id: user.id, name: user.name, roles: parseRoles(user.roles) };
  return user.emailVerified ? viewer : { ...viewer, unverified: true };
}
