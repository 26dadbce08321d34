/**
 * The e2e server: the real `npm start` path (build if needed, embedded PostgreSQL, migrations,
 * seed, production server) on a fresh data folder, so every run starts from the same state.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';

const dataDir = path.resolve(import.meta.dirname, '../../var/e2e-postgres');
rmSync(dataDir, { recursive: true, force: true });
process.env.PG_DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await import('../../scripts/start.ts');
