import { defineConfig } from 'waku/config';

/**
 * Packages with native bindings or WebAssembly stay outside the server bundles and load from
 * node_modules at run time (they are runtime dependencies, so the image has them).
 */
const external = ['@resvg/resvg-js', 'satori', 'pino'];

export default defineConfig({
  vite: {
    environments: {
      rsc: { resolve: { external } },
      ssr: { resolve: { external } },
    },
  },
});
