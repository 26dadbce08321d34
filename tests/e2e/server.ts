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
await import('../../scripts/start.ts');
