import type { Course } from '../entities/course.entity.ts';
import { withHeights, type CorrectedHeights } from '../../course-heights/index.ts';
import type { CourseProfile } from '../../course-files/index.ts';
import type { CourseSummaryFigures } from '../services/course-types.ts';
import type { CourseDto, CourseSummaryDto } from './course.dto.ts';
import { dtoFields } from '../../../src/db/row-fields.ts';

/** Entity → plain object; the only place that knows both shapes. */
export function toSummaryDto(course: Course): CourseSummaryDto {
  return {
    ...dtoFields(course, ['uuid', 'slug', 'title', 'series', 'city', 'stateCode', 'countryCode', 'status', 'distancePreset']),
    distanceM: Number(course.distanceM),
    summary: { ...course.summary },
    ...dtoFields(course, ['ownerId', 'createdAt', 'updatedAt']),
    deleted: course.deletedAt != null,
    publishRequested: course.publishRequestedAt != null && course.status === 'private',
    titleImage: course.titleImage ? { ...course.titleImage } : null,
  };
}

export function toCourseDto(course: Course, file: CourseDto['file'], heights: CorrectedHeights | null = null): CourseDto {
  return {
    ...toSummaryDto(course),
    ...dtoFields(course, ['website', 'facebook', 'note', 'description']),
    aidStations: course.aidStations.map((a) => ({ ...a, services: [...a.services] })),
    profile: withHeights(course.profile, heights),
    fileProfile: course.profile,
    heightsId: heights ? (course.heightsId ?? null) : null,
    publishedGainM: course.publishedGainM == null ? null : Number(course.publishedGainM),
    file,
  };
}

export function summaryFigures(profile: CourseProfile): CourseSummaryFigures {
  return {
    trackM: Math.round(profile.distanceM),
    gainM: Math.round(profile.elevation.gainM),
    lossM: Math.round(profile.elevation.lossM),
    minM: Math.round(profile.elevation.minM),
    maxM: Math.round(profile.elevation.maxM),
    hasElevation: profile.hasElevation,
  };
}
