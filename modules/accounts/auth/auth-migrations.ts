import { getMigrations } from 'better-auth/db/migration';
import { AUTH_SCHEMA, authOptions, authPool } from './auth-server.ts';

/**
 * Creates or updates better-auth's tables (user, session, account, verification) in their own
 * schema, next to our MikroORM migrations. better-auth compares its schema with the database and
 * only adds what is missing, so this runs at every start. Returns the tables it created.
 */
export async function runAuthMigrations(databaseUrl: string): Promise<string[]> {
  const pool = authPool(databaseUrl);
  try {
    await pool.query(`create schema if not exists "${AUTH_SCHEMA}"`);
    const options = authOptions(
      {
        databaseUrl,
        baseURL: 'http://localhost',
        secret: 'migrations-only-secret-not-used-to-sign-anything',
        secureCookies: false,
        rateLimit: false,
        social: {},
      },
      { mailer: { send: async () => {} }, beforeUserDeleted: async () => null },
      pool,
    );
    const { toBeCreated, toBeAdded, runMigrations } = await getMigrations(options);
    if (toBeCreated.length || toBeAdded.length) await runMigrations();
    return [...toBeCreated.map((t) => t.table), ...toBeAdded.map((t) => `${t.table}+`)];
  } finally {
    await pool.end();
  }
}

export { AUTH_TABLES } from './auth-tables.ts';
