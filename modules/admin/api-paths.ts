import { defineApi } from '../../src/lib/api-route.ts';

/** /api/admin/*: the users screen's actions (mounted, registered and linked from here). */
export const adminApiPaths = defineApi('/admin', {
  userRoles: '/users/:id/roles',
  userBlock: '/users/:id/block',
});
