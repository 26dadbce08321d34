// The accounts module's public surface: the session lookup behind the host's guard, better-auth's
// table creation for start-up and tests, the top bar's user menu, and the site's mailer.
import type { Viewer } from '../../src/auth/access.ts';
import { getAuth } from './auth/auth-instance.server.ts';
import { viewerFromHeaders } from './auth/session.ts';

export { AUTH_TABLES, runAuthMigrations } from './auth/auth-migrations.ts';
export { siteMailer } from './mail/site-mailer.ts';
export type { Mail, Mailer } from './mail/mailer.ts';

/** The viewer of a request, from its better-auth session cookie. */
export function sessionViewer(headers: Headers): Promise<Viewer> {
  return viewerFromHeaders(getAuth(), headers);
}
