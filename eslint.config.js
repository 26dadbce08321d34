import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import paceband from './tools/eslint/module-boundaries.js';

/**
 * Modules whose dependencies are declared: each may import only the modules listed (through their
 * index.ts), so the band's three layers keep their direction (docs/decisions/0023-band-split.md):
 * the pacing engine imports no module, the renderer only the pacing engine, the builder both and
 * courses. Modules left out are held by the index-only and no-cycle rules alone.
 */
const MODULE_DEPENDENCIES = {
  pacing: [],
  'band-render': ['pacing'],
  // Band themes (the admin screens, their API and seed): read by the builder, never reading it (ADR 0029).
  'band-themes': ['band-render'],
  'band-builder': ['courses', 'pacing', 'band-render', 'band-themes', 'watch', 'race-review', 'my-hills'],
  // The plan on a watch (FIT workout, FIT course, GPX) and the race run judged against the plan.
  watch: ['course-files', 'pacing'],
  'race-review': ['course-files', 'pacing'],
  // The runner's own hill model: read with the course-file engine's run reader, fitted against the pacing engine's Strava curve.
  'my-hills': ['course-files', 'pacing'],
  // The course-file engine (GPX, KML, KMZ, recorded runs → profile) sits below everything that reads courses (ADR 0029).
  'course-files': [],
  // Heights corrections (runs, terrain model), their history and the heights section: on the engine, below the courses pages that show them.
  'course-heights': ['admin', 'course-files'],
  // Course pages, search, review queue, title image: on the engine and the heights, never on the modules that build on courses.
  courses: ['accounts', 'admin', 'course-files', 'course-heights'],
  // The shop never imports batch printing: printing reads its orders and shows itself on its admin screen through slots (ADR 0029).
  commerce: ['accounts', 'admin', 'band-builder'],
  'order-printing': ['commerce', 'admin', 'band-builder', 'band-render'],
};

/** What the pacing engine stays free of: a database, React, the network and the file system. */
const IMPURE = [
  { name: 'pg-boss', message: 'The pacing engine is pure: no jobs.' },
  { name: 'react', message: 'The pacing engine is pure: no React.' },
  { name: 'hono', message: 'The pacing engine is pure: no HTTP.' },
  ...['fs', 'fs/promises', 'child_process', 'net', 'http', 'https', 'worker_threads'].map((name) => ({
    name: `node:${name}`,
    message: 'The pacing engine is pure: no I/O (the caller reads files and hands over a course).',
  })),
];

/** Pages link through src/ui/link.client.tsx, whose navigation is a transition (see there). */
const WAKU_LINK = {
  name: 'waku',
  importNames: ['Link'],
  message: "Import Link from src/ui/link.client.tsx: Waku's own Link leaves a page half-changed when clicked just after hydration.",
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'var', 'test-results', 'playwright-report', 'tests/artifacts', 'tools/eslint/fixture'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
    plugins: { paceband },
    rules: {
      'paceband/module-boundaries': ['error', { dependencies: MODULE_DEPENDENCIES }],
      'paceband/no-module-cycles': 'error',
      'paceband/orm-confinement': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-imports': ['error', { paths: [WAKU_LINK] }],
    },
  },
  {
    files: ['src/ui/link.client.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Modules queue background work through the host (src/host/jobs.server.ts), never pg-boss itself.
    files: ['modules/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'pg-boss', message: 'Declare a job in the manifest and queue it with enqueueJob (src/host/jobs.server.ts).' },
            WAKU_LINK,
          ],
        },
      ],
    },
  },
  {
    files: ['modules/pacing/**'],
    ignores: ['**/*.test.ts', '**/test-support/**', '**/bench/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: IMPURE,
          patterns: [
            { group: ['@mikro-orm/*', 'pg', 'react-dom', 'react-dom/*'], message: 'The pacing engine is pure: no database, no React.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
