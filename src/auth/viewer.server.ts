import type { Viewer } from './access.ts';

/**
 * The viewer of the current request. Accounts (better-auth, issue 7) are not built yet, so every
 * visitor is a guest and no route that needs an account is in the route table; the accounts
 * module replaces this function's body with the session lookup.
 */
export async function getViewer(): Promise<Viewer> {
  return { kind: 'guest' };
}
