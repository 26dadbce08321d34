import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { findSavedBand } from '../data/saved-band.repository.ts';
import { findBandSnapshot } from '../data/band-snapshot.repository.ts';
import { parseBuildSettings } from '../services/build/build-settings.ts';
import { toDefinition } from '../ui/builder-state.ts';
import { stateFromLink } from '../ui/open-definition.server.ts';

const orm = useTestDatabase();
const BEFORE = 'Migration20261210100000_course_title_image';
const COURSE = '00000000-0000-4000-8000-00000000b057';

/** Rows as they were kept before band definitions: the build form's state. */
const halfInMiles = {
  distance: { preset: 'half', custom: '' },
  plan: {
    bands: [{ count: 2, goal: '1:45:00' }],
    unit: 'mi',
    walk: { kind: 'duration', runMinutes: '9', every: '1', walkSeconds: '45' },
    walkSpeed: '3.5',
  },
  band: { title: 'Half\u0007 in miles', theme: '' },
};
const onCourse = {
  distance: { preset: 'course', custom: '' },
  plan: { bands: [{ count: 1, goal: '3:10:00' }], rowsBy: 'terrain' },
  band: { title: 'Boston' },
};

describe('the band definition migration (real PostgreSQL)', () => {
  it('turns kept form states into band definitions that build the same band, and back', async () => {
    await orm().migrator.down({ to: BEFORE });
    const db = orm().em.getConnection();
    const [half, boston, snapshot] = [randomUUID(), randomUUID(), randomUUID()];
    await db.execute(
      `insert into saved_band (id, owner_id, title, state, course_uuid, created_at, updated_at) values (?, 'ann', 'Half', ?, null, now(), now()), (?, 'ann', 'Boston', ?, ?, now(), now())`,
      [half, JSON.stringify(halfInMiles), boston, JSON.stringify(onCourse), COURSE],
    );
    await db.execute(
      `insert into band_snapshot (id, owner_id, course_title, state, plans, chart, created_at) values (?, 'ann', 'Granada', ?, '[]', '{}', now())`,
      [snapshot, JSON.stringify(halfInMiles)],
    );

    await orm().migrator.up();
    const em = orm().em.fork();
    const savedHalf = (await findSavedBand(em, 'ann', half))!.definition;
    expect(savedHalf).toMatchObject({
      v: 1,
      plan: {
        bands: [{ count: 2, goal: '1:45:00' }],
        distanceM: 21_097.5,
        unit: 'mi',
        walk: { kind: 'duration', runMinutes: 9, walkSeconds: 45 },
        walkSpeed: 3.5,
      },
      band: { title: 'Half in miles' },
    });
    expect(savedHalf).not.toHaveProperty('distance');
    // The same settings as the form would have sent for that state.
    expect(parseBuildSettings(savedHalf, 'en')).toEqual(
      parseBuildSettings(toDefinition(stateFromLink(halfInMiles, new URLSearchParams())), 'en'),
    );
    // A band on a course: no distance of its own, the course kept beside it now named in it.
    const savedBoston = (await findSavedBand(em, 'ann', boston))!.definition;
    expect(savedBoston).toMatchObject({ v: 1, courseUuid: COURSE, plan: { rowsBy: 'terrain' } });
    expect(savedBoston.plan).not.toHaveProperty('distanceM');
    expect((await findBandSnapshot(em, snapshot))!.definition).toMatchObject({ v: 1, plan: { distanceM: 21_097.5 } });

    // And down again: the form state the form opens from that definition.
    await orm().migrator.down({ to: BEFORE });
    const [row] = await db.execute<Array<{ state: { distance: unknown; plan: { walkSpeed: string } } }>>(
      'select state from saved_band where id = ?',
      [half],
    );
    expect(row!.state.distance).toEqual({ preset: 'half', custom: '' });
    expect(row!.state.plan.walkSpeed).toBe('3.5');
    await orm().migrator.up();
  }, 120_000);
});
