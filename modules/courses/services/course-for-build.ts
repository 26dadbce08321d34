import type { Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { canViewCourse } from './course-permissions.ts';
import type { CourseProfile } from './course-profile.ts';

/**
 * The course a band is built on, by uuid. Deleted courses still resolve (bands saved on them must
 * keep working); private ones only for their owner and the team. Null otherwise, or for a bad uuid.
 */
export async function getCourseForBuild(
  em: EntityManager,
  uuid: string,
  viewer: Viewer,
): Promise<{ uuid: string; title: string; profile: CourseProfile } | null> {
  const course = await findCourseByUuid(em, uuid, { includeDeleted: true });
  if (!course || !canViewCourse(viewer, course)) return null;
  return { uuid: course.uuid, title: course.title, profile: { ...course.profile, declaredRaceM: course.distanceM } };
}
