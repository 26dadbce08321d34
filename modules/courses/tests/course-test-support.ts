import { readFileSync } from 'node:fs';
import { RequestContext, type EntityManager, type MikroORM } from '@mikro-orm/postgresql';
import { beforeAll } from 'vitest';
import type { Viewer } from '../../../src/auth/access.ts';
import { hostApi } from '../../../tests/support/host-api.ts';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createCoursesApi } from '../api.ts';
import { createCourse } from '../data/course.repository.ts';
import { packUpload } from '../data/file-packing.ts';
import type { CourseDto, StoredCourseFile } from '../data/course.dto.ts';
import { buildCourseProfile } from '../../course-files/index.ts';
import type { CourseInput } from '../services/course-form.ts';

export const GRANADA = new Uint8Array(readFileSync(new URL('../seed-data/granada-half-marathon.gpx', import.meta.url)));
export const BERLIN_KMZ = new Uint8Array(readFileSync(new URL('../seed-data/berlin-marathon-aid-stations.kmz', import.meta.url)));
const profile = buildCourseProfile(GRANADA, 'granada-half-marathon.gpx');

/** Who the courses tests ask as: a guest, two members (Alice owns the test courses) and an admin. */
export const guest: Viewer = { kind: 'guest' };
export const alice: Viewer = { kind: 'user', id: 'alice', name: 'Alice', roles: ['member'] };
export const bob: Viewer = { kind: 'user', id: 'bob', name: 'Bob', roles: ['member'] };
export const admin: Viewer = { kind: 'user', id: 'ann', name: 'Ann', roles: ['member', 'admin'] };
export const ORIGIN = 'http://localhost:3000';

/** A request to the courses API as the host mounts it (same-origin check, body cap, JSON errors), uploads capped at 1 MiB; from ORIGIN, another origin or none (null). */
export function coursesApiRequest(
  em: EntityManager,
  viewer: Viewer,
  path: string,
  init: { method?: string; body?: FormData; origin?: string | null; headers?: Record<string, string> } = {},
) {
  const api = hostApi([{ prefix: '/courses', app: createCoursesApi({ viewer: async () => viewer, maxUploadBytes: () => 1024 * 1024 }) }], {
    bodyLimit: 200 * 1024 * 1024,
  });
  const headers = new Headers(init.headers);
  if (init.origin !== null) headers.set('origin', init.origin ?? ORIGIN);
  return RequestContext.create(em, () =>
    api.request(`${ORIGIN}/api/courses${path === '/' ? '' : path}`, { method: init.method ?? 'GET', body: init.body ?? null, headers }),
  );
}

/** For a test file: its own test database, and a request to the courses API through it (see coursesApiRequest). */
export function useCoursesApi() {
  const orm = useTestDatabase();
  const call = (viewer: Viewer, path: string, init: Parameters<typeof coursesApiRequest>[3] = {}) =>
    coursesApiRequest(orm().em, viewer, path, init);
  return { orm, call };
}

/** The course form's fields (a private Berlin marathon in English, but for `fields`), with a course file when given. */
export function courseForm(fields: Record<string, string>, file?: { bytes: Uint8Array; name: string }): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries({ locale: 'en', title: 'Berlin', distance: 'marathon', status: 'private', ...fields }))
    form.append(k, v);
  if (file) form.append('file', new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return form;
}

/** A saved course with the Granada profile; fields default to a private, owner-less half, the file to Granada's GPX. */
export async function makeCourse(
  em: EntityManager,
  fields: Partial<CourseInput> & { title: string; ownerId?: string | null },
  file?: StoredCourseFile,
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
    file: file ?? (await packUpload({ name: 'granada-half-marathon.gpx', contentType: 'application/gpx+xml', bytes: GRANADA })),
    ownerId,
  });
}

/** Courses saved one after the other before the file's tests, by name: the object gives their uuids once the tests run. */
export function coursesBeforeAll<Name extends string>(
  orm: () => MikroORM,
  courses: Record<Name, Parameters<typeof makeCourse>[1]>,
): Readonly<Record<Name, string>> {
  const uuids = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const [name, fields] of Object.entries(courses) as Array<[Name, Parameters<typeof makeCourse>[1]]>)
      uuids[name] = (await makeCourse(orm().em.fork(), fields)).uuid;
  });
  return uuids;
}
