import type { Hono } from 'hono';
import { defineModule } from '../../src/host/module-contract.ts';
import { COURSE_FILE_LIMIT, docsApi, PUBLIC_API_PREFIX, publicApi } from './api.ts';

/**
 * The public JSON API (issue 19): splits for a distance or a course file, band files, race-time
 * predictions and the visitor's country, under /api/v1, with its OpenAPI document at /api/docs.
 * It reads no session, so it is open to other sites (no same-origin check, CORS without
 * credentials); every call is rate-limited per client.
 */
export const publicApiModule = defineModule({
  name: 'public-api',
  api: [
    { prefix: PUBLIC_API_PREFIX, app: publicApi as unknown as Hono, stateless: true, bodyLimit: COURSE_FILE_LIMIT + 64 * 1024 },
    { prefix: '/docs', app: docsApi, stateless: true },
  ],
});
