import type { Access, Role } from './roles.ts';

/**
 * Who is asking: nobody (a guest) or a user with roles. `unverified` marks a member who has not
 * yet opened the confirmation link mailed at sign-up: they build and save bands, but ordering,
 * publishing a course and proposing a race wait (issue 28).
 */
export type Viewer = { kind: 'guest' } | { kind: 'user'; id: string; name: string; roles: readonly Role[]; unverified?: true };

/** A member who must confirm their email before this action. */
export function needsVerifiedEmail(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.unverified === true;
}

export type AccessDecision = { allow: true } | { allow: false; redirect: 'build' | 'login' | 'home' };

/**
 * The navigation guard of SPEC 4, as one pure decision used by every page, action and API handler:
 * guest-only routes send logged-in users to build; auth routes send guests to login (with
 * redirectTo); role routes send users lacking the role to the locale home.
 */
export function decideAccess(access: Access, viewer: Viewer): AccessDecision {
  if (access === 'open') return { allow: true };
  if (access === 'guest') return viewer.kind === 'guest' ? { allow: true } : { allow: false, redirect: 'build' };
  if (viewer.kind === 'guest') return { allow: false, redirect: 'login' };
  if (access === 'auth') return { allow: true };
  return viewer.roles.some((role) => access.roles.includes(role)) ? { allow: true } : { allow: false, redirect: 'home' };
}
