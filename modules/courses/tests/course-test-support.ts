import { readFileSync } from 'node:fs';
import type { EntityManager } from '@mikro-orm/postgresql';
import { createCourse } from '../data/course.repository.ts';
import type { CourseDto } from '../data/course.dto.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import type { CourseInput } from '../services/course-form.ts';

export const GRANADA = new Uint8Array(readFileSync(new URL('../seed-data/granada-half-marathon.gpx', import.meta.url)));
const profile = buildCourseProfile(GRANADA, 'granada-half-marathon.gpx');

/** A saved course with the Granada profile; fields default to a private, owner-less half. */
export function makeCourse(
  em: EntityManager,
  fields: Partial<CourseInput> & { title: string; ownerId?: string | null },
): Promise<CourseDto> {
  const { ownerId = null, ...input } = fields;
  return createCourse(em, {
    input: {
      series: null,
      city: null,
      stateCode: null,
      countryCode: null,
      website: null,
      facebook: null,
      note: null,
      description: null,
      status: 'private',
      distancePreset: 'half',
      distanceM: 21_097.5,
      aidStations: [],
      ...input,
    },
    profile,
    file: { name: 'granada-half-marathon.gpx', contentType: 'application/gpx+xml', bytes: GRANADA },
    ownerId,
  });
}
