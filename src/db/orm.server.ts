import { MikroORM, RequestContext, type EntityManager } from '@mikro-orm/postgresql';
import { ormConfig, type DatabaseSchema } from './mikro-orm.config.ts';
import { ormDialect } from './shared-pool.ts';

export type { EntityManager };

let instance: Promise<MikroORM> | undefined;
let schema: DatabaseSchema | undefined;

/** The modules' entities for the process-wide ORM (called once by the composition, src/composition.ts). */
export function configureOrm(next: DatabaseSchema): void {
  schema = next;
}

/** The process-wide ORM, connected lazily to DATABASE_URL, on the process's shared pool (src/db/shared-pool.ts). */
export function getOrm(): Promise<MikroORM> {
  if (!instance) {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('DATABASE_URL is not set');
    if (!schema) throw new Error('configureOrm() was not called: import src/composition.ts first');
    instance = MikroORM.init(ormConfig(url, schema, { dialect: ormDialect() })).catch((error: unknown) => {
      instance = undefined;
      throw error;
    });
  }
  return instance;
}

export async function closeOrm(): Promise<void> {
  const current = instance;
  instance = undefined;
  if (current) await (await current).close(true);
}

/**
 * The EntityManager of the current request, forked by the request middleware. Using the global
 * one inside a request would share its identity map between users, so this refuses instead.
 */
export function requestEm(): EntityManager {
  const em = RequestContext.getEntityManager();
  if (!em) throw new Error('no request context: requestEm() called outside a request');
  return em as EntityManager;
}

/** Applies the pending migrations; returns their names. */
export async function migrate(orm: MikroORM): Promise<string[]> {
  const done = await orm.migrator.up();
  return done.map((m) => m.name);
}

/** True when the database answers. */
export async function databaseIsUp(orm: MikroORM): Promise<boolean> {
  try {
    await orm.em.getConnection().execute('select 1');
    return true;
  } catch {
    return false;
  }
}
