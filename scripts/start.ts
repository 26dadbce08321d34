/**
 * `npm start`: build if needed, then hand over to the built server (src/host/startup.server.ts):
 * database (embedded unless DATABASE_URL is set), migrations, seed, and the server on PORT.
 *
 * Plain Node runs this file (Node 24 strips its types): no TypeScript loader sits between Node
 * and the 13 MB server bundle, which through tsx cost about 1 GB of memory at idle (ADR 0017).
 * It may only import files Node can strip (no JSX, no enums).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { WORKERS_DIR } from './build-workers.ts';
import { ensureBuild } from './ensure-build.ts';

interface ServerEntry {
  INTERNAL_runFetch: (env: NodeJS.ProcessEnv, req: Request, ...args: unknown[]) => Promise<Response>;
  unstable_serverEntry: {
    start: (options: { root: string; fetch: (req: Request, ...args: unknown[]) => Promise<Response> }) => Promise<void>;
  };
}

const root = path.resolve(import.meta.dirname, '..');
// Files read at run time (seed data, worker sources for the tools) are found from here, wherever the process was started.
process.env.PACEBAND_ROOT ??= root;
// The container image is built once at image build time; elsewhere, build when sources changed.
if (!process.argv.includes('--no-build')) ensureBuild();
// Before the bundle loads: React and other libraries pick their production builds at import time.
process.env.NODE_ENV = 'production';
// The build's worker files, bundled beside it: the threads load them without tsx (src/host/worker-pool.ts).
const workers = path.join(root, WORKERS_DIR);
if (existsSync(workers)) process.env.PACEBAND_WORKERS_DIR ??= workers;

const entry = (await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href)) as ServerEntry;
await entry.unstable_serverEntry.start({
  root,
  fetch: (req, ...args) => entry.INTERNAL_runFetch(process.env, req, ...args),
});
