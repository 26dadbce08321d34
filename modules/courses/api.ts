import { Hono } from 'hono';
import { getViewer } from '../../src/auth/viewer.server.ts';
import { coursesEnv } from './env.server.ts';
import { actionRoutes } from './api/action-routes.ts';
import type { CoursesApiDeps } from './api/api-deps.ts';
import { saveRoutes } from './api/save-routes.ts';

/**
 * The courses module's routes, mounted by the host at /api/courses. Every route asks who the
 * viewer is and decides on the server (course-permissions.ts); the host checks that every POST
 * comes from our own pages (src/host/api.ts). `deps` lets tests act as any user.
 */
export function createCoursesApi(deps: Partial<CoursesApiDeps> = {}) {
  const full: CoursesApiDeps = {
    viewer: deps.viewer ?? ((c) => getViewer(c.req.raw.headers)),
    maxUploadBytes: deps.maxUploadBytes ?? (() => coursesEnv().COURSE_UPLOAD_MAX_MB * 1024 * 1024),
  };
  return new Hono().route('/', actionRoutes(full)).route('/', saveRoutes(full));
}

export const coursesApi = createCoursesApi();
