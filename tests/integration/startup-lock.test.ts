import { describe, expect, it } from 'vitest';
import { startupLock } from '../../src/db/database-lifecycle.ts';
import { useTestDatabase } from '../support/test-database.ts';

const orm = useTestDatabase();

describe('start-up lock (replicas migrating together)', () => {
  it('lets one process migrate at a time: the second waits until the first releases', async () => {
    const url = orm().config.get('clientUrl')!;
    const order: string[] = [];
    const releaseFirst = await startupLock(url);
    order.push('first holds');
    const second = startupLock(url).then((release) => {
      order.push('second holds');
      return release;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    order.push('first releases');
    await releaseFirst();
    await (
      await second
    )();
    expect(order).toEqual(['first holds', 'first releases', 'second holds']);
  });
});
