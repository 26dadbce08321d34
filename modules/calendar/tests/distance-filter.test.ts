import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../tests/support/test-database.ts';
import { createEvent, listEvents } from '../data/race-event.repository.ts';
import { parseFilters } from '../services/event-filters.ts';
import type { EventInput } from '../services/event-types.ts';

const orm = useTestDatabase();

function input(name: string, distances: string[]): EventInput {
  return {
    name,
    date: '2027-03-07',
    startTime: '09:00',
    timeZone: 'Europe/Paris',
    city: 'Lyon',
    stateCode: null,
    countryCode: 'FR',
    distances,
    website: null,
    courseUuid: null,
  };
}

describe('the calendar distance filter (real PostgreSQL)', () => {
  it('matches both stored forms of a distance: "half" and "21 km" are one filter', async () => {
    const em = orm().em.fork();
    await createEvent(em, input('Semi de Lyon', ['half']), { status: 'published' });
    await createEvent(em, input('Les 21 km de Lyon', ['10k', '21000m']), { status: 'published' });
    await createEvent(em, input('Half in miles', ['21082m']), { status: 'published' });
    await createEvent(em, input('Twenty', ['20000m']), { status: 'published' });
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
