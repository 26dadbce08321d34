import { defineModule } from '../../src/host/module-contract.ts';
import { bandRenderEnvSchema } from './env.server.ts';
import { catalogues } from './locales/index.ts';

/**
 * Band rendering (plan + band settings → PDF, PNG, SVG), in the host's worker pool: no pages, no
 * API of its own. Its manifest brings the render pool's environment (RENDER_THREADS,
 * RENDER_QUEUE) and its `band` catalogue, which the module contract test checks in every language.
 */
export const bandRenderModule = defineModule({
  name: 'band-render',
  env: bandRenderEnvSchema,
  messages: { dictionaries: catalogues },
});
