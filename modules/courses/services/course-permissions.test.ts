import { describe, expect, it } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { canEditCourse, canSetStatus, canViewCourse, statusChoices } from './course-permissions.ts';
import type { CourseStatus } from './course-types.ts';

const guest: Viewer = { kind: 'guest' };
const owner: Viewer = { kind: 'user', id: 'u1', name: 'Owner', roles: ['member'] };
const other: Viewer = { kind: 'user', id: 'u2', name: 'Other', roles: ['member'] };
const admin: Viewer = { kind: 'user', id: 'a1', name: 'Admin', roles: ['admin'] };
const siteOwner: Viewer = { kind: 'user', id: 'o1', name: 'Site owner', roles: ['owner'] };

const course = (status: CourseStatus, ownerId: string | null = 'u1') => ({ status, ownerId });

describe('course permissions', () => {
  it.each([
    ['guest', guest, false, false, true, true],
    ['owner', owner, true, true, true, true],
    ['other member', other, false, false, true, true],
    ['admin', admin, true, true, true, true],
    ['site owner', siteOwner, true, true, true, true],
  ] as const)('%s: edit=%s, see private=%s, see public=%s, see obsolete=%s', (_, viewer, edit, seePrivate, seePublic, seeObsolete) => {
    expect(canEditCourse(viewer, course('private'))).toBe(edit);
    expect(canViewCourse(viewer, course('private'))).toBe(seePrivate);
    expect(canViewCourse(viewer, course('public'))).toBe(seePublic);
    expect(canViewCourse(viewer, course('obsolete'))).toBe(seeObsolete);
  });

  it('leaves team courses (no owner) to admins and owners of the site', () => {
    expect(canEditCourse(owner, course('public', null))).toBe(false);
    expect(canEditCourse(admin, course('public', null))).toBe(true);
    expect(canViewCourse(other, course('private', null))).toBe(false);
  });

  it.each([
    [owner, 'private', 'public', false],
    [owner, null, 'public', false],
    [owner, 'public', 'public', true],
    [owner, 'public', 'obsolete', false],
    [owner, 'private', 'obsolete', false],
    [owner, null, 'obsolete', false],
    [owner, 'obsolete', 'obsolete', true],
    [owner, 'public', 'private', true],
    [admin, 'private', 'obsolete', true],
    [admin, 'private', 'public', true],
    [siteOwner, null, 'public', true],
  ] as const)('status change by %o from %s to %s → %s', (viewer, from, to, allowed) => {
    expect(canSetStatus(viewer, from, to)).toBe(allowed);
  });

  it('offers public and obsolete only to the team, or the status the course already has', () => {
    expect(statusChoices(owner, 'private')).toEqual(['private']);
    expect(statusChoices(owner, null)).toEqual(['private']);
    expect(statusChoices(owner, 'public')).toEqual(['public', 'private']);
    expect(statusChoices(owner, 'obsolete')).toEqual(['obsolete', 'private']);
    expect(statusChoices(admin, null)).toEqual(['public', 'private', 'obsolete']);
  });
});
