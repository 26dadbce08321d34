/**
 * `npm run db:migrate`: applies pending migrations to DATABASE_URL (or the embedded database).
 * `npm run db:migrate -- --create <name>` writes a new migration from the difference between the
 * entities and the migrated schema, for you to review and list in migrations/index.ts.
 */
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { openDatabase } from '../src/db/database-lifecycle.ts';
import { composeHost, DATABASE_PARTS } from '../src/composition.ts';
import { ormConfig } from '../src/db/mikro-orm.config.ts';
import { migrate } from '../src/db/orm.server.ts';
import { env } from '../src/host/env.server.ts';

const root = path.resolve(import.meta.dirname, '..');
const config = env();
const createIndex = process.argv.indexOf('--create');
const database = await openDatabase(config, root, console.log);
composeHost();
const orm = await MikroORM.init(ormConfig(database.url, DATABASE_PARTS));
try {
  const applied = await migrate(orm);
  console.log(applied.length ? `applied: ${applied.join(', ')}` : 'no pending migrations');
  if (createIndex >= 0) {
    const name = process.argv[createIndex + 1];
    if (!name || !/^[a-z0-9_]+$/.test(name)) throw new Error('usage: --create <snake_case_name>');
    const result = await orm.migrator.create(path.join(root, 'migrations'), false, false, name);
    console.log(
      result.diff.up.length
        ? `written: migrations/${result.fileName} (add it to migrations/index.ts)`
        : 'entities and schema agree: nothing to write',
    );
  }
} finally {
  await orm.close(true);
  await database.stop();
}
