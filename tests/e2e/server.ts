/**
 * The e2e server: the real `npm start` path (build if needed, embedded PostgreSQL, migrations,
 * seed, production server) on a fresh data folder, so every run starts from the same state.
 */
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

// One folder per port, so that two e2e runs on one machine never share a data folder.
const dataDir = path.resolve(import.meta.dirname, `../../var/e2e-postgres-${process.env.PORT ?? 'default'}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.PG_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
// SPEC 7's analytics and ad scripts, configured to the fake script server that
// tests/e2e/third-party-scripts.spec.ts starts (nothing loads without consent, so other tests never ask for them).
const scripts = `http://127.0.0.1:${Number(process.env.PORT ?? 3100) + 3000}`;
process.env.ANALYTICS_ID ??= 'paceband-e2e.local';
process.env.ANALYTICS_SCRIPT_URL ??= `${scripts}/tag.js`;
process.env.ADS_CLIENT ??= 'ca-pub-e2e';
process.env.ADS_SCRIPT_URL ??= `${scripts}/ads.js`;
// Issue 26 point 2: a terrain model to re-profile courses from, the synthetic tile in tests/fixtures/terrain.
process.env.TERRAIN_DIR ??= path.resolve(import.meta.dirname, '../fixtures/terrain');
// The server's log (JSON lines on stdout, warnings and errors at the run's LOG_LEVEL) is kept in
// var/e2e-server-<port>.log, since Playwright drops the web server's stdout: after a failed test
// it holds the server's side of the story (.ci/run prints its end when the suite fails).
const logFile = path.resolve(import.meta.dirname, `../../var/e2e-server-${process.env.PORT ?? 'default'}.log`);
mkdirSync(path.dirname(logFile), { recursive: true });
const log = createWriteStream(logFile);
const write = process.stdout.write.bind(process.stdout);
process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
  log.write(chunk);
  return (write as (...args: unknown[]) => boolean)(chunk, ...rest);
}) as typeof process.stdout.write;
await import('../../scripts/start.ts');
