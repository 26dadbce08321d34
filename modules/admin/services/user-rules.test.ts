import { describe, expect, it } from 'vitest';
import { blockChange, roleChange, rolesFromForm } from './user-rules.ts';

const owner = { id: 'o', roles: ['member', 'owner'] as const };
const admin = { id: 'a', roles: ['member', 'admin'] as const };

describe('who may change roles and block users', () => {
  it.each([
    ['owner gives admin', owner, 'u', ['member'], ['member', 'admin'], 'ok'],
    ['owner takes admin', owner, 'a', ['member', 'admin'], ['member'], 'ok'],
    ['admin gives admin', admin, 'u', ['member'], ['member', 'admin'], 'ownerOnly'],
    ['admin gives owner', admin, 'u', ['member'], ['member', 'owner'], 'ownerOnly'],
    ['admin takes another admin', admin, 'b', ['member', 'admin'], ['member'], 'ownerOnly'],
    ['admin drops own admin', admin, 'a', ['member', 'admin'], ['member'], 'notSelf'],
    ['owner drops own owner', owner, 'o', ['member', 'owner'], ['member'], 'notSelf'],
    ['no change', admin, 'u', ['member'], ['member'], 'ok'],
  ] as const)('%s', (_name, actor, target, from, to, expected) => {
    expect(roleChange(actor, target, from, to)).toBe(expected);
  });

  it('lets staff block members, only owners block staff, nobody themselves', () => {
    expect(blockChange(admin, { id: 'u', roles: ['member'] })).toBe('ok');
    expect(blockChange(admin, { id: 'b', roles: ['member', 'admin'] })).toBe('ownerOnly');
    expect(blockChange(owner, { id: 'b', roles: ['member', 'admin'] })).toBe('ok');
    expect(blockChange(owner, { id: 'o', roles: ['owner'] })).toBe('notSelf');
  });

  it('keeps every user a member', () => {
    expect(rolesFromForm({ role_admin: 'on' })).toEqual(['member', 'admin']);
    expect(rolesFromForm({})).toEqual(['member']);
  });
});
