/**
 * `npm run dev`: the database as in `npm start` (embedded unless DATABASE_URL is set, migrated
 * and seeded), then Waku's dev server with hot reload on PORT.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { checkEnvironment, composeHost, DATABASE_PARTS } from '../src/composition.ts';
import { prepareDatabase } from '../src/db/database-lifecycle.ts';
import { env } from '../src/host/env.server.ts';

const root = path.resolve(import.meta.dirname, '..');
// Worker threads (band rendering) load their sources from here, wherever the process was started.
process.env.PACEBAND_ROOT ??= root;
const config = env();
checkEnvironment();
composeHost();
// Stopped below, once the dev server has exited.
const database = await prepareDatabase(config, root, (message) => console.log(message), DATABASE_PARTS, { ownShutdown: true });

const child = spawn(process.execPath, [path.join(root, 'node_modules/waku/cli.js'), 'dev', '--port', String(config.PORT)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: database.url, NODE_ENV: 'development' },
});

const childExited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  // The dev server first (its requests still use the database), then the database.
  child.kill('SIGTERM');
  await Promise.race([childExited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  await database.stop();
  process.exit(code);
}
child.on('exit', (code) => void stop(code ?? 0));
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
