// The accounts module's public surface: the session lookup behind the host's guard, better-auth's
// table creation for start-up and tests, and the top bar's user menu.
import type { Viewer } from '../../src/auth/access.ts';
import { getAuth } from './auth/auth-instance.server.ts';
import { viewerFromHeaders } from './auth/session.ts';

export { AUTH_TABLES, runAuthMigrations } from './auth/auth-migrations.ts';

/** The viewer of a request, from its better-auth session cookie. */
export function sessionViewer(headers: Headers): Promise<Viewer> {
  return viewerFromHeaders(getAuth(), headers);
}

// For other modules (the shop): the member's shipping address, how to write to them, the site's mailer.
export { findAddress as findShippingAddress } from './data/address.repository.ts';
export { findUserContact } from './data/user-contact.repository.ts';
export type { AddressDto } from './data/account.dto.ts';
export { siteMailer } from './mail/site-mailer.ts';
export type { Mail, Mailer } from './mail/mailer.ts';
