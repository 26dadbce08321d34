import type { Viewer } from '../../../src/auth/access.ts';
import { requestEm } from '../../../src/db/orm.server.ts';
import { heightsRoutes } from '../../course-heights/index.ts';
import { decideHeights, setPublishedGain, useHeights } from '../data/course-heights.repository.ts';
import type { CourseSummaryDto } from '../data/course.dto.ts';
import { findCourseByUuid, findCourseSummary } from '../data/course.repository.ts';
import { t } from '../locales/messages.ts';
import { canEditCourse, canViewCourse } from '../services/course-permissions.ts';
import type { CoursesApiDeps } from './api-deps.ts';
import { FORM_OVERHEAD_BYTES } from './course-upload.ts';

const access = (viewer: Viewer, course: CourseSummaryDto) => ({
  uuid: course.uuid,
  slug: course.slug,
  canView: canViewCourse(viewer, course),
  canEdit: canEditCourse(viewer, course),
});

/**
 * The heights' routes (course-heights) on the courses API, with what they need of a course: who
 * may see or edit it (course-permissions.ts), its file's profile, and the course's own columns
 * (the heights in use, the published gain).
 */
export function heightsMount(deps: CoursesApiDeps) {
  return heightsRoutes({
    viewer: deps.viewer,
    maxUploadBytes: deps.maxUploadBytes,
    formOverheadBytes: FORM_OVERHEAD_BYTES,
    tooLarge: (locale) => t(locale).courses.errors.uploadFailed(),
    course: async (viewer, uuid, withProfile) => {
      const em = requestEm();
      if (withProfile) {
        const course = await findCourseByUuid(em, uuid);
        return course && { ...access(viewer, course), fileProfile: course.fileProfile };
      }
      const course = await findCourseSummary(em, uuid);
      return course && access(viewer, course);
    },
    decide: (request) => decideHeights(requestEm(), request),
    use: (courseUuid, id) => useHeights(requestEm(), courseUuid, id),
    setPublishedGain: (courseUuid, gainM) => setPublishedGain(requestEm(), courseUuid, gainM),
  });
}
