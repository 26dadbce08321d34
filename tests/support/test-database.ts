import { randomBytes } from 'node:crypto';
import { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { ormConfig } from '../../src/db/mikro-orm.config.ts';
import { migrate } from '../../src/db/orm.server.ts';
import { composeHost, DATABASE_PARTS } from '../../src/composition.ts';

/**
 * A fresh, migrated database for the calling test file, dropped afterwards. Returns a getter
 * for the ORM (ready inside tests and hooks).
 */
export function useTestDatabase(): () => MikroORM {
  // The host composed as the server composes it, before the test file overrides a part (a viewer, a sink).
  composeHost();
  let orm: MikroORM | undefined;
  let name = '';
  const admin = () => new URL(inject('databaseAdminUrl'));

  beforeAll(async () => {
    name = `t_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: admin().href });
    await client.connect();
    await client.query(`create database "${name}"`);
    await client.end();
    const url = admin();
    url.pathname = `/${name}`;
    // better-auth's tables (schema "auth") are not MikroORM's: kept out of its schema diff.
    orm = await MikroORM.init(ormConfig(url.href, DATABASE_PARTS));
    await migrate(orm);
    await DATABASE_PARTS.migrateForeign(url.href);
  });

  afterAll(async () => {
    await orm?.close(true);
    const client = new pg.Client({ connectionString: admin().href });
    await client.connect();
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.end();
  });

  return () => {
    if (!orm) throw new Error('database not ready');
    return orm;
  };
}
