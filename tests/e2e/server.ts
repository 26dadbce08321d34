/**
 * The e2e server: the real `npm start` path (build if needed, embedded PostgreSQL, migrations,
 * seed, production server) on a fresh data folder, so every run starts from the same state.
 */
import { rmSync } from 'node:fs';
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
await import('../../scripts/start.ts');
