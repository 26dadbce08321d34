import type { Role } from '../../../src/auth/roles.ts';

export type RuleAnswer = 'ok' | 'ownerOnly' | 'notSelf';

interface Actor {
  id: string;
  roles: readonly Role[];
}

const STAFF: readonly Role[] = ['admin', 'owner'];
const isOwner = (roles: readonly Role[]) => roles.includes('owner');

/**
 * Who may change roles (issue 18, SPEC 6): only an owner gives or takes the admin or owner role;
 * nobody takes away their own staff roles (the site must keep someone to run it).
 */
export function roleChange(actor: Actor, targetId: string, from: readonly Role[], to: readonly Role[]): RuleAnswer {
  const changed = STAFF.filter((role) => from.includes(role) !== to.includes(role));
  if (changed.length === 0) return 'ok';
  if (actor.id === targetId && changed.some((role) => from.includes(role))) return 'notSelf';
  return isOwner(actor.roles) ? 'ok' : 'ownerOnly';
}

/** Staff may block members; only an owner blocks another admin or owner; nobody blocks themselves. */
export function blockChange(actor: Actor, target: { id: string; roles: readonly Role[] }): RuleAnswer {
  if (actor.id === target.id) return 'notSelf';
  if (target.roles.some((role) => STAFF.includes(role)) && !isOwner(actor.roles)) return 'ownerOnly';
  return 'ok';
}

/** Every user stays a member; staff roles come from the form's checkboxes. */
export function rolesFromForm(fields: Record<string, string>): Role[] {
  return ['member', ...STAFF.filter((role) => fields[`role_${role}`] === 'on')];
}
