import { defineApi } from '../../src/lib/api-route.ts';

/** /api/race-reviews/*: the race review's own actions. */
export const raceReviewApiPaths = defineApi('/race-reviews', {
  delete: '/:id/delete',
});

/**
 * /api/band-races/*: where a recorded race is sent to be judged against its band's plan. The band
 * builder mounts and answers them (it knows the plan); defined here, where the upload forms link to them.
 */
export const bandRacesApi = defineApi('/band-races', {
  saved: '/saved/:id',
  build: '/build',
});
