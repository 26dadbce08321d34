import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../support/test-database.ts';

const orm = useTestDatabase();

describe('migrations', () => {
  it('leave the database exactly as the entities describe it', async () => {
    const diff = await orm().schema.getUpdateSchemaSQL({ wrap: false, safe: false });
    expect(diff.trim()).toBe('');
  });

  it('give a new migration nothing to undo: the page cache triggers stay out of its down()', async () => {
    const { up, down } = await orm().schema.getUpdateSchemaMigrationSQL({ wrap: false, safe: false });
    expect(up.trim()).toBe('');
    expect(down).not.toMatch(/trigger|function/i);
    expect(down.trim()).toBe('');
  });

  it('have nothing pending after start-up', async () => {
    expect(await orm().migrator.getPending()).toEqual([]);
  });
});
