import { MikroORM } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../tests/support/test-database.ts';
import { DATABASE_PARTS } from '../composition.ts';
import { ormConfig } from './mikro-orm.config.ts';

const orm = useTestDatabase();

interface SchemaDiff {
  up: string[];
  down: string[];
}
// What `npm run db:migrate -- --create <name>` writes (scripts/migrate.ts: the migrator's create()).
const diffOf = (of: MikroORM) =>
  (of.migrator as unknown as { getSchemaDiff(blank: boolean, initial: boolean): Promise<SchemaDiff> }).getSchemaDiff(false, false);

describe('a migration created from the entities (db:migrate --create)', () => {
  it('is empty both ways when the entities match the migrated schema: the page cache’s trigger functions are left alone', async () => {
    const diff = await diffOf(orm());
    expect(diff.down.join('\n')).not.toMatch(/function|trigger/i);
    expect(diff.up.join('\n')).not.toMatch(/function|trigger/i);
    expect(diff).toEqual({ up: [], down: [] });
  });

  it('would touch the trigger functions if the ORM were not told of the triggers (what the test above guards)', async () => {
    const config = ormConfig(orm().config.get('clientUrl')!, DATABASE_PARTS);
    const bare = await MikroORM.init({ ...config, discovery: { warnWhenNoEntities: false } });
    try {
      const diff = await diffOf(bare);
      expect(`${diff.up.join('\n')}\n${diff.down.join('\n')}`).toMatch(/page_data|bump_page_data_version|trigger/i);
    } finally {
      await bare.close(true);
    }
  });
});
