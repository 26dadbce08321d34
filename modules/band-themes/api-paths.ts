import { defineApi } from '../../src/lib/api-route.ts';

/**
 * /api/themes/*: the team's band themes (mounted, registered and linked from here; browser-safe,
 * the admin form's island fetches through it).
 */
export const themesApiPaths = defineApi('/themes', {
  create: '/',
  theme: '/:id',
});
