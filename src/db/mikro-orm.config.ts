import { defineConfig } from '@mikro-orm/postgresql';
import type { PostgresDialect } from 'kysely';
import { Migrator } from '@mikro-orm/migrations';
import { MIGRATIONS } from '../../migrations/index.ts';
import { POOL_IDLE_MS } from './pool-settings.ts';
import { declarePageDataTriggers } from './page-data-triggers.ts';

/** What the modules bring to the database (src/composition.ts): their entities and the tables MikroORM must leave alone. */
export interface DatabaseSchema {
  entities: readonly unknown[];
  foreignTables: readonly (string | RegExp)[];
}

/**
 * The ORM configuration for a database URL; the same for the server, the scripts and the tests.
 * `dialect` hands the ORM an existing pool (the server's shared one, src/db/shared-pool.ts);
 * without it the ORM opens its own.
 */
export function ormConfig(clientUrl: string, schema: DatabaseSchema, options: { debug?: boolean; dialect?: PostgresDialect } = {}) {
  return defineConfig({
    clientUrl,
    entities: [...schema.entities] as never[],
    extensions: [Migrator],
    migrations: {
      // Listed, not discovered: works the same from sources (tsx, vitest) and from the server bundle.
      migrationsList: MIGRATIONS,
      path: 'migrations',
      pathTs: 'migrations',
      snapshot: false,
      silent: true,
      emit: 'ts',
    },
    // Triggers are ours, written in migrations (the page cache's data version): the entity diff
    // must not drop them, and declaring them (afterDiscovered) keeps a new migration's down()
    // from recreating them as empty functions.
    schemaGenerator: { skipTables: [...schema.foreignTables], ignoreTriggers: true },
    debug: options.debug ?? false,
    // Entities never leave the data layer (repositories return DTOs), so no serialization config.
    forceUtcTimezone: true,
    pool: { min: 0, max: 10, idleTimeoutMillis: POOL_IDLE_MS },
    ...(options.dialect ? { driverOptions: options.dialect } : {}),
    discovery: { warnWhenNoEntities: false, afterDiscovered: declarePageDataTriggers },
  });
}
