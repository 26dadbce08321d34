/**
 * `npm start`: build if needed, bring up the database (embedded unless DATABASE_URL is set),
 * migrate and seed, then serve the production build on PORT. SIGINT/SIGTERM close the server
 * and stop the embedded PostgreSQL cleanly.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkEnvironment, DATABASE_PARTS } from '../src/composition.ts';
import { prepareDatabase } from '../src/db/database-lifecycle.ts';
import { env } from '../src/host/env.server.ts';
import { routeRenderErrorsToLog } from '../src/host/render-error-log.ts';
import { ensureBuild } from './ensure-build.ts';

const root = path.resolve(import.meta.dirname, '..');
// Worker threads (band rendering) load their sources from here, wherever the process was started.
process.env.PACEBAND_ROOT ??= root;
const log = (message: string) => console.log(JSON.stringify({ level: 'info', service: 'paceband', msg: message }));

const config = env();
checkEnvironment();
if (config.REQUIRE_DATABASE_URL && !config.DATABASE_URL) {
  console.error('DATABASE_URL is required here (REQUIRE_DATABASE_URL is set): point it at your PostgreSQL server.');
  process.exit(1);
}
// The container image is built once at image build time; elsewhere, build when sources changed.
if (!process.argv.includes('--no-build')) ensureBuild();
const database = await prepareDatabase(config, root, log, DATABASE_PARTS);
process.env.DATABASE_URL = database.url;
routeRenderErrorsToLog((error) =>
  console.log(
    JSON.stringify({
      level: 'error',
      service: 'paceband',
      msg: 'render failed',
      err: error instanceof Error ? { message: error.message, stack: error.stack } : String(error),
    }),
  ),
);
process.env.NODE_ENV = 'production';

interface ServerEntry {
  INTERNAL_runFetch: (env: NodeJS.ProcessEnv, req: Request, ...args: unknown[]) => Promise<Response>;
  unstable_serverEntry: {
    serve: (options: { fetch: (req: Request, ...args: unknown[]) => Promise<Response>; port: number; hostname: string }) => {
      close(callback?: () => void): void;
    };
  };
}
const entry = (await import(pathToFileURL(path.join(root, 'dist/server/index.js')).href)) as ServerEntry;
const server = entry.unstable_serverEntry.serve({
  fetch: (req, ...args) => entry.INTERNAL_runFetch(process.env, req, ...args),
  port: config.PORT,
  hostname: config.HOST,
});
log(`Paceband listening on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal}: shutting down`);
  const forced = setTimeout(() => process.exit(1), 10_000);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.stop();
  clearTimeout(forced);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
