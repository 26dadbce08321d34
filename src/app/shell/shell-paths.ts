import { defineApi } from '../../lib/api-route.ts';

/** /api/shell: what the top bar shows this visitor on a cached page (shell-api.ts answers it). */
export const shellApiPaths = defineApi('/shell', { details: '/' });
