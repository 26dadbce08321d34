import { Hono } from 'hono';
import { getViewer } from '../../src/auth/viewer.server.ts';
import { requestEm } from '../../src/db/orm.server.ts';
import { findUserContact, siteMailer } from '../accounts/index.ts';
import { courseUploadMaxBytes } from '../course-files/index.ts';
import { actionRoutes } from './api/action-routes.ts';
import type { CoursesApiDeps } from './api/api-deps.ts';
import { heightsMount } from './api/heights-mount.ts';
import { reviewRoutes } from './api/review-routes.ts';
import { saveRoutes } from './api/save-routes.ts';
import { titleImageRoutes } from './api/title-image-routes.ts';

/**
 * The courses module's routes, mounted by the host at /api/courses. Every route asks who the
 * viewer is and decides on the server (course-permissions.ts); the host checks that every POST
 * comes from our own pages (src/host/api.ts). `deps` lets tests act as any user.
 */
export function createCoursesApi(deps: Partial<CoursesApiDeps> = {}) {
  const full: CoursesApiDeps = {
    viewer: deps.viewer ?? ((c) => getViewer(c.req.raw.headers)),
    maxUploadBytes: deps.maxUploadBytes ?? courseUploadMaxBytes,
    ownerContact: deps.ownerContact ?? ((id) => findUserContact(requestEm(), id)),
    mailer: deps.mailer ?? siteMailer,
  };
  return new Hono()
    .route('/', heightsMount(full))
    .route('/', reviewRoutes(full))
    .route('/', actionRoutes(full))
    .route('/', saveRoutes(full))
    .route('/', titleImageRoutes(full));
}

export const coursesApi = createCoursesApi();
