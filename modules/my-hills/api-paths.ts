import { defineApi } from '../../src/lib/api-route.ts';

/** /api/my-hills/*: fit the runner's hill model from their runs, delete it. */
export const myHillsApiPaths = defineApi('/my-hills', {
  runs: '/runs',
  delete: '/delete',
});
