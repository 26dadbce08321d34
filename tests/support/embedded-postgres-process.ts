/**
 * A server that starts the embedded PostgreSQL on PG_DATA_DIR and then waits, to be killed with
 * SIGKILL by src/db/embedded-postgres.test.ts (what `kill -9` of `npm start` leaves behind).
 *
 * With OWN_SHUTDOWN=1 it shuts down as the web server does (src/host/startup.server.ts): on
 * SIGTERM it goes on using the database for a while (the requests and jobs being drained), prints
 * whether the database still answered, then stops PostgreSQL itself and exits 0.
 */
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded-postgres.server.ts';

const ownShutdown = process.env.OWN_SHUTDOWN === '1';
const db = await startEmbeddedPostgres({ dataDir: process.env.PG_DATA_DIR!, database: 'postgres', stopOnSignal: !ownShutdown });
setInterval(() => {}, 1_000);

// Its own SIGTERM handler is in place before the test, which signals as soon as it reads the URL, can read it.
if (ownShutdown) {
  process.on('SIGTERM', () => {
    void (async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      const client = new pg.Client({ connectionString: db.url, connectionTimeoutMillis: 3_000 });
      client.on('error', () => {});
      let afterSignal: string;
      try {
        await client.connect();
        await client.query('select 1');
        afterSignal = 'answered';
      } catch (error) {
        afterSignal = `failed: ${(error as Error).message}`;
      } finally {
        await client.end().catch(() => {});
      }
      console.log(JSON.stringify({ afterSignal }));
      await db.stop();
      process.exit(0);
    })();
  });
}
console.log(JSON.stringify({ url: db.url }));
