import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createEvent, listEvents } from '../data/race-event.repository.ts';
import { parseFilters } from '../services/event-filters.ts';
import { eventInput } from '../services/event-input.test-support.ts';

const orm = useTestDatabase();

describe('the calendar distance filter (real PostgreSQL)', () => {
  it('matches both stored forms of a distance: "half" and "21 km" are one filter', async () => {
    const em = orm().em.fork();
    await createEvent(em, eventInput({ name: 'Semi de Lyon', distances: ['half'] }), { status: 'published' });
    await createEvent(em, eventInput({ name: 'Les 21 km de Lyon', distances: ['10k', '21000m'] }), { status: 'published' });
    await createEvent(em, eventInput({ name: 'Half in miles', distances: ['21082m'] }), { status: 'published' });
    await createEvent(em, eventInput({ name: 'Twenty', distances: ['20000m'] }), { status: 'published' });
    const names = async (query: string) =>
      (await listEvents(orm().em.fork(), parseFilters(query), '2027-01-01')).items.map((e) => e.name).sort();
    const half = ['Half in miles', 'Les 21 km de Lyon', 'Semi de Lyon'];
    expect(await names('distance=half')).toEqual(half);
    // An old link with the custom length names the same option.
    expect(parseFilters('distance=21000m').distance).toBe('half');
    expect(await names('distance=21000m')).toEqual(half);
    expect(await names('distance=20000m')).toEqual(['Twenty']);
    expect(await names('distance=10k')).toEqual(['Les 21 km de Lyon']);
  });
});
