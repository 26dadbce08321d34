import { randomBytes } from 'node:crypto';
import type { Auth } from '../auth/auth-server.ts';

/** A mailed deletion link works this long, once. */
export const DELETION_LINK_TTL_S = 60 * 60;

/**
 * Whether the member can prove themself with a password (an email-and-password sign-in), or only
 * through a social provider: then deletion is confirmed by a link mailed to their address.
 */
export async function hasPassword(auth: Auth, headers: Headers): Promise<boolean> {
  const accounts = await auth.api.listUserAccounts({ headers });
  return accounts.some((account) => account.providerId === 'credential');
}

/**
 * A one-time, expiring deletion token for the member, kept in PostgreSQL in better-auth's own
 * verification table under the identifier better-auth's `/delete-user` consumes (`delete-account-`
 * + token, value the user id): that endpoint, called with the token and the member's session,
 * deletes the row first (a second use finds nothing) and runs the same erasure as a deletion by
 * password (auth-server.ts, beforeDelete).
 */
export async function createDeletionToken(auth: Auth, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `delete-account-${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + DELETION_LINK_TTL_S * 1000),
  });
  return token;
}
