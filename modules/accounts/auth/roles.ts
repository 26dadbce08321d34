import type { Role } from '../../../src/i18n/route-table.ts';

export const ROLES: readonly Role[] = ['member', 'admin', 'owner'];

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
