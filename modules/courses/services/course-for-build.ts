import type { Viewer } from '../../../src/auth/access.ts';
import type { EntityManager } from '../../../src/db/orm.server.ts';
import type { Locale } from '../../../src/i18n/locales.ts';
import type { PageImage } from '../../../src/ui/page-head.tsx';
import { t } from '../locales/messages.ts';
import { courseCardPath } from './course-share-card.ts';
import { findCourseByUuid } from '../data/course.repository.ts';
import { canViewCourse } from './course-permissions.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import type { AidStation } from './course-types.ts';

/**
 * The course a band is built on, by uuid. Its profile follows the heights the course uses: the
 * accepted correction from recorded runs when its owner put one in use, else the file's. Deleted courses still resolve (bands saved on them must
 * keep working); private ones only for their owner and the team. Null otherwise, or for a bad uuid.
 * `shareImage` is the course's share card (its elevation profile, /og/courses/<uuid>.png) in
 * `locale`, for the build page's Open Graph tags; null where the card is refused (private, deleted).
 */
export async function getCourseForBuild(
  em: EntityManager,
  uuid: string,
  viewer: Viewer,
  locale: Locale = 'en',
): Promise<{
  uuid: string;
  title: string;
  profile: CourseProfile;
  isPrivate: boolean;
  publishedGainM: number | null;
  shareImage: PageImage | null;
} | null> {
  const course = await findCourseByUuid(em, uuid, { includeDeleted: true });
  if (!course || !canViewCourse(viewer, course)) return null;
  const carded = course.status !== 'private' && !course.deleted;
  return {
    uuid: course.uuid,
    title: course.title,
    profile: withEditedAidStations(
      { ...course.profile, declaredRaceM: course.distanceM, publishedGainM: course.publishedGainM },
      course.aidStations,
    ),
    // A private course's bands are shared as read-only snapshots (the link would be a 404 to others).
    isPrivate: course.status === 'private',
    // With the profile, for courseQualityNotes (a warning when the measured gain is far from it).
    publishedGainM: course.publishedGainM,
    shareImage: carded
      ? {
          src: courseCardPath(course, locale),
          alt: t(locale).courses.share.imageAlt({ title: course.title }),
          width: 1200,
          height: 630,
          type: 'image/png',
        }
      : null,
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
