import pg from 'pg';
import Cursor from 'pg-cursor';
import { PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import { env } from '../host/env.server.ts';
import { POOL_IDLE_MS } from './pool-settings.ts';

/**
 * The process's one PostgreSQL pool (issue 30): MikroORM, better-auth and the rate limits take
 * their connections from it, so a burst of requests after a quiet spell finds connections already
 * open instead of three pools each growing from nothing, one SCRAM handshake per new connection.
 * `min` connections are opened at start (warmSharedPool) and kept however long they stay idle;
 * the others close after POOL_IDLE_MS without a query. The job queue (pg-boss) keeps a pool of its
 * own: it sets session statements on its connections and drops one to stop a running statement,
 * which a shared connection must not see; it polls, so its connections are warm anyway.
 */
/**
 * A query waits this long for a connection (all busy on a loaded machine, or a database that
 * stopped answering); then it fails (rate limits fall back to memory). 5 s failed sign-ups in a
 * test on the 2-core machine at load 12.
 */
const CONNECT_TIMEOUT_MS = 15_000;

let current: { url: string; pool: pg.Pool; min: number; max: number } | undefined;

/** The shared pool on DATABASE_URL, created on first use (and again if DATABASE_URL changes, as between test databases). */
export function sharedPool(): pg.Pool {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL is not set');
  if (current?.url === url) return current.pool;
  const previous = current;
  // PG_POOL_MIN and PG_POOL_MAX (src/host/env.server.ts).
  const max = env().PG_POOL_MAX;
  const min = Math.min(env().PG_POOL_MIN, max);
  const pool = new pg.Pool({
    connectionString: url,
    min,
    max,
    idleTimeoutMillis: POOL_IDLE_MS,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    application_name: 'paceband',
  });
  // The message and code only: the error carries the whole pg client (connection settings included).
  // Without a listener an idle connection dropped by the server would end the process.
  pool.on('error', (error: Error & { code?: string }) =>
    console.warn(
      JSON.stringify({ level: 'warn', service: 'paceband', msg: 'database pool error', error: error.message, code: error.code }),
    ),
  );
  current = { url, pool, min, max };
  if (previous) void previous.pool.end().catch(() => undefined);
  return pool;
}

/** True when DATABASE_URL is set (the pool can be made). */
export function sharedPoolAvailable(): boolean {
  return Boolean(process.env.DATABASE_URL);
}

/**
 * Opens the pool's `min` connections now (at start, once the database is migrated), so that the
 * first requests do not pay the handshakes. Failures are left to the first query to report.
 */
export async function warmSharedPool(): Promise<number> {
  const pool = sharedPool();
  const wanted = Math.max(0, current!.min - pool.totalCount);
  const clients = await Promise.all(Array.from({ length: wanted }, () => pool.connect().catch(() => null)));
  for (const client of clients) client?.release();
  return pool.totalCount;
}

/** How long a shutdown waits for the pool's connections to close before going on. */
const CLOSE_WAIT_MS = 5_000;

/**
 * Ends the shared pool (shutdown, tests); the next use makes a new one. pg's `pool.end()` resolves
 * once every connection has been asked to close, not once it has: a database stopped right after
 * (the embedded one, at shutdown) still found some open and cut them (57P01, logged as pool
 * errors). This also waits for each connection's 'remove', which pg emits when it has closed.
 */
export async function closeSharedPool(): Promise<void> {
  const closing = current;
  current = undefined;
  if (!closing) return;
  const { pool } = closing;
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      if (--open <= 0) resolve();
    });
    setTimeout(resolve, CLOSE_WAIT_MS).unref();
  });
  await pool.end();
  await closed;
}

/** The shared pool's figures (tests, /metrics): connections open, idle and queries waiting for one. */
export function sharedPoolCounts(): { total: number; idle: number; waiting: number; max: number } | null {
  if (!current) return null;
  const { pool } = current;
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: current.max };
}

/**
 * MikroORM's own type parsing (@mikro-orm/sql's createPostgreSqlTypeParsers): dates, timestamps
 * and intervals, and arrays of them, stay strings, which the ORM converts itself. Given per query,
 * so the other users of the shared connections (better-auth, the rate limits) keep pg's defaults.
 */
function ormTypes(): pg.CustomTypesConfig {
  const types = new pg.TypeOverrides();
  // pg's parser of text[] (oid 1009): a PostgreSQL array literal into strings.
  const textArray = (pg.types.getTypeParser as (oid: number, format: 'text') => (value: string) => unknown)(1009, 'text');
  for (const oid of [1082, 1114, 1184, 1186]) types.setTypeParser(oid, (value: string) => value);
  for (const oid of [1182, 1115, 1185, 1187]) types.setTypeParser(oid, textArray);
  return types;
}

/**
 * A Kysely dialect over the shared pool for MikroORM (`driverOptions`): its queries run with the
 * ORM's type parsers, and closing the ORM leaves the pool to its other users.
 */
export function ormDialect(pool: pg.Pool = sharedPool()): PostgresDialect {
  const types = ormTypes();
  const views = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  class OrmCursor<T> extends Cursor<T> {
    constructor(text: string, values: unknown[]) {
      super(text, values, { types });
    }
  }
  const view = {
    Client: pg.Client,
    options: pool.options,
    async connect(): Promise<PostgresPoolClient> {
      const client = await pool.connect();
      let wrapped = views.get(client);
      if (!wrapped) {
        const query = (sql: unknown, parameters?: readonly unknown[]) =>
          typeof sql === 'string'
            ? client.query({ text: sql, values: parameters as unknown[], types })
            : client.query(sql as pg.Submittable);
        wrapped = {
          query,
          release: () => client.release(),
          // Kysely cancels a query by its backend's process id.
          get processID() {
            return (client as unknown as { processID?: number }).processID;
          },
        } as unknown as PostgresPoolClient;
        views.set(client, wrapped);
      }
      return wrapped;
    },
    // The ORM's close (MikroORM.close) ends its Kysely, which ends its pool: not the shared one.
    end: async () => undefined,
  } as unknown as PostgresPool;
  return new PostgresDialect({ pool: view, cursor: OrmCursor });
}
