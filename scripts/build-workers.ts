/**
 * The worker threads' files, bundled to plain JavaScript beside the server's build (ADR 0032): the
 * served build's threads load them with no TypeScript loader, where tsx's transforms made a
 * thread's start twice as long (band-pdf-document.ts: 700–760 ms through tsx, 360–380 ms bundled).
 *
 * Every `*-worker.ts` under src/ and modules/ is an entry, written to dist/workers/ under its own
 * path with a .mjs extension (src/host/worker-pool.ts `workerFileUrl`). One build with shared
 * chunks, so that a thread serving several kinds loads each of our modules once, as it did from
 * the sources (one font cache, one set of band caches). Packages stay imports of node_modules.
 *
 * Plain Node runs this file's importer (scripts/start.ts strips its types): esbuild, a build-time
 * tool the image's runtime stage does not install, is loaded only when a build runs.
 */
import { globSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';

export const WORKERS_DIR = path.join('dist', 'workers');

/** The worker entries of the project at `root`, relative to it (tests and benches aside). */
export function workerEntries(root: string): string[] {
  return globSync('{src,modules}/**/*-worker.ts', { cwd: root })
    .filter((file) => !/\.(test|bench)[.-]|\/(tests|bench)\//.test(file))
    .sort();
}

/** Bundles every worker entry into `outdir` (the build's dist/workers); the number of entries. */
export function buildWorkers(root: string, outdir = path.join(root, WORKERS_DIR)): number {
  const { buildSync } = createRequire(import.meta.url)('esbuild') as typeof esbuild;
  rmSync(outdir, { recursive: true, force: true });
  const entries = workerEntries(root);
  buildSync({
    absWorkingDir: root,
    entryPoints: entries,
    outdir,
    outbase: '.',
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  return entries.length;
}
