import type { Viewer } from '../../../src/auth/access.ts';
import { STAFF_ROLES } from '../../../src/auth/roles.ts';
import type { EventStatus } from './event-types.ts';

/** Published and canceled races are public; a proposal only for the member who sent it and the team. */
export function canSeeEvent(viewer: Viewer, event: { status: EventStatus; proposedBy: string | null }): boolean {
  if (event.status !== 'proposed') return true;
  if (viewer.kind !== 'user') return false;
  return viewer.id === event.proposedBy || viewer.roles.some((role) => STAFF_ROLES.includes(role));
}

export function isStaff(viewer: Viewer): boolean {
  return viewer.kind === 'user' && viewer.roles.some((role) => STAFF_ROLES.includes(role));
}
