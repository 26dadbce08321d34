/**
 * A server that starts the embedded PostgreSQL on PG_DATA_DIR and then waits, to be killed with
 * SIGKILL by src/db/embedded-postgres.test.ts (what `kill -9` of `npm start` leaves behind).
 */
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.server.ts';

const db = await startEmbeddedPostgres({ dataDir: process.env.PG_DATA_DIR!, database: 'postgres' });
console.log(JSON.stringify({ url: db.url }));
setInterval(() => {}, 1_000);
