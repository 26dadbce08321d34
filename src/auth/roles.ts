/** Roles (SPEC 6): members register themselves; admins and owners are named by the team. */
export type Role = 'member' | 'admin' | 'owner';

const ROLES: readonly Role[] = ['member', 'admin', 'owner'];

/** The team: the admin area's rule. */
export const STAFF_ROLES: readonly Role[] = ['owner', 'admin'];

/** Who may open a route or call an action (SPEC 6). Role lists mean "any of them". */
export type Access = 'open' | 'guest' | 'auth' | { roles: readonly Role[] };

export const STAFF: Access = { roles: STAFF_ROLES };

/**
 * Roles live on better-auth's user row as one text column, "member|admin": SPEC 6 writes role
 * lists with a vertical bar, and a text column needs no extra table or join on every request.
 */
export function parseRoles(value: unknown): Role[] {
  if (typeof value !== 'string') return [];
  return value.split('|').filter((r): r is Role => (ROLES as readonly string[]).includes(r));
}

export function formatRoles(roles: readonly Role[]): string {
  return ROLES.filter((r) => roles.includes(r)).join('|');
}

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}
