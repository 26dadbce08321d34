import { describe, expect, it } from 'vitest';
import { decideAccess, type Viewer } from './access.ts';

const guest: Viewer = { kind: 'guest' };
const member: Viewer = { kind: 'user', id: 'u1', name: 'Ann', roles: ['member'] };
const admin: Viewer = { kind: 'user', id: 'u2', name: 'Bob', roles: ['member', 'admin'] };
const owner: Viewer = { kind: 'user', id: 'u3', name: 'Cy', roles: ['owner'] };
const staff = { roles: ['owner', 'admin'] } as const;

describe('decideAccess (SPEC 4 navigation guard)', () => {
  it.each([
    ['open', guest, { allow: true }],
    ['open', member, { allow: true }],
    ['guest', guest, { allow: true }],
    ['guest', member, { allow: false, redirect: 'build' }],
    ['guest', owner, { allow: false, redirect: 'build' }],
    ['auth', guest, { allow: false, redirect: 'login' }],
    ['auth', member, { allow: true }],
    [staff, guest, { allow: false, redirect: 'login' }],
    [staff, member, { allow: false, redirect: 'home' }],
    [staff, admin, { allow: true }],
    [staff, owner, { allow: true }],
  ] as const)('%j for %j', (access, viewer, expected) => {
    expect(decideAccess(access, viewer)).toEqual(expected);
  });
});
