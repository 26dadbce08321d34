// The accounts module's public surface: the session lookup behind the host's guard, better-auth's
// table creation for start-up and tests, the top bar's user menu, and the site's mailer.
import type { Viewer } from '../../src/auth/access.ts';
import { getAuth } from './auth/auth-instance.server.ts';
import { viewerFromHeaders } from './auth/session.ts';
import type { Role } from '../../src/auth/roles.ts';
import {
  countMatchingUsers,
  countUsers,
  findUserById,
  listUsers,
  setBlockedById,
  setRolesById,
  type UserListOptions,
  type UserSummary,
} from './data/auth-users.ts';

export type { UserSummary, UserListOptions };
export { type UserSort } from './data/auth-users.ts';

export { siteMailer } from './mail/site-mailer.ts';
export type { Mail, Mailer } from './mail/mailer.ts';

/** The viewer of a request, from its better-auth session cookie. */
export function sessionViewer(headers: Headers): Promise<Viewer> {
  return viewerFromHeaders(getAuth(), headers);
}

// For other modules (the shop): the member's shipping address, how to write to them, the site's mailer.
export { findAddress as findShippingAddress } from './data/address.repository.ts';
export { findUserContact } from './data/user-contact.repository.ts';
export type { AddressDto } from './data/account.dto.ts';
/** An address saved before its state and postal code were checked against its country may still be wrong. */
export { addressProblems } from './services/address-rules.ts';

/** The admin users screen's reads and writes (the caller checks the role and records the action). */
export const userAdmin = {
  list: (options: UserListOptions = {}) => listUsers(getAuth().pool, options),
  count: (search?: string) => countMatchingUsers(getAuth().pool, search),
  find: (id: string) => findUserById(getAuth().pool, id),
  setRoles: (id: string, roles: readonly Role[]) => setRolesById(getAuth().pool, id, roles),
  setBlocked: (id: string, blocked: boolean) => setBlockedById(getAuth().pool, id, blocked),
  counts: (since: Date) => countUsers(getAuth().pool, since),
};

/** How long the password-check thread outlives its last check (benches wait it out). */
export { PASSWORD_THREAD_IDLE_MS } from './services/password-check.ts';
