import { defineApi } from '../../src/lib/api-route.ts';

/**
 * The band as watch files (workout, course, GPX), answered by the band builder under its /api/bands
 * (it knows the band); defined here, where the download buttons link to it. Browser-safe.
 */
export const bandWatchApi = defineApi('/bands', {
  file: '/watch/:kind',
});
