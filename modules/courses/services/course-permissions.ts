import type { Viewer } from '../../../src/auth/access.ts';
import type { CourseStatus } from './course-types.ts';

/** What a permission decision needs to know about a course. */
export interface CourseAccessFacts {
  ownerId: string | null;
  status: CourseStatus;
}

/** Admins and owners of the site run the team: they may edit and publish any course (SPEC 6). */
export function isStaff(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.roles.some((role) => role === 'admin' || role === 'owner');
}

/** The uploader edits their own course; the team edits every course, including its own (ownerId null). */
export function canEditCourse(viewer: Viewer, course: CourseAccessFacts): boolean {
  if (viewer.kind !== 'user') return false;
  return isStaff(viewer) || (course.ownerId !== null && course.ownerId === viewer.id);
}

/** Public and obsolete courses are for everyone; a private one only for whoever may edit it (SPEC 4). */
export function canViewCourse(viewer: Viewer, course: CourseAccessFacts): boolean {
  return course.status !== 'private' || canEditCourse(viewer, course);
}

/**
 * Publishing goes through the team (SPEC 4): public and obsolete courses are both open to every
 * visitor, so only the team sets either. A member may make their course private, or keep the
 * status it already has; "obsolete" is no back door to publishing (issue 15).
 */
export function canSetStatus(viewer: Viewer, from: CourseStatus | null, to: CourseStatus): boolean {
  return to === 'private' || isStaff(viewer) || from === to;
}

/** The statuses the form offers this viewer. */
export function statusChoices(viewer: Viewer, current: CourseStatus | null): CourseStatus[] {
  if (isStaff(viewer)) return ['public', 'private', 'obsolete'];
  return current && current !== 'private' ? [current, 'private'] : ['private'];
}
