import { defineApi } from '../../src/lib/api-route.ts';

/** The heights routes, which the courses module mounts under its /api/courses (defined here, where they are answered and linked). */
export const heightsApi = defineApi('/courses', {
  runs: '/:uuid/runs',
  decide: '/:uuid/heights/:id/:decision{accept|discard}',
  terrain: '/:uuid/terrain',
  use: '/:uuid/heights/use',
  publishedGain: '/:uuid/published-gain',
});
