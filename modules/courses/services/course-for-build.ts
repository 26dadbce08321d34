import type { Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { canViewCourse } from './course-permissions.ts';
import type { CourseProfile } from './course-profile.ts';
import type { AidStation } from './course-types.ts';

/**
 * The course a band is built on, by uuid. Its profile follows the heights the course uses: the
 * accepted correction from recorded runs when its owner put one in use, else the file's. Deleted courses still resolve (bands saved on them must
 * keep working); private ones only for their owner and the team. Null otherwise, or for a bad uuid.
 */
export async function getCourseForBuild(
  em: EntityManager,
  uuid: string,
  viewer: Viewer,
): Promise<{ uuid: string; title: string; profile: CourseProfile; isPrivate: boolean; publishedGainM: number | null } | null> {
  const course = await findCourseByUuid(em, uuid, { includeDeleted: true });
  if (!course || !canViewCourse(viewer, course)) return null;
  return {
    uuid: course.uuid,
    title: course.title,
    profile: withEditedAidStations({ ...course.profile, declaredRaceM: course.distanceM }, course.aidStations),
    // A private course's bands are shared as read-only snapshots (the link would be a 404 to others).
    isPrivate: course.status === 'private',
    // With the profile, for courseQualityNotes (a warning when the measured gain is far from it).
    publishedGainM: course.publishedGainM,
  };
}

/**
 * The aid stations a band walks at are the course's own list, as its owner edited it (the file's
 * waypoints are only the first suggestion). Positions are on the course's track, like the profile.
 */
function withEditedAidStations(profile: CourseProfile, stations: readonly AidStation[]): CourseProfile {
  const near = (d: number) => profile.aidStations.find((a) => Math.abs(a.distanceM - d) < 50) ?? profile.start;
  return {
    ...profile,
    aidStations: stations.map((a) => ({ lat: near(a.distanceM).lat, lon: near(a.distanceM).lon, distanceM: a.distanceM, name: a.name })),
  };
}
