import { describe, expect, it } from 'vitest';
import { calendarStatistics } from './event-statistics.ts';

describe('calendar statistics (SPEC 2)', () => {
  it('counts races, countries and distances, and ranks the top ones', () => {
    const stats = calendarStatistics([
      { countryCode: 'FR', distances: ['10k', 'half', 'marathon'] },
      { countryCode: 'FR', distances: ['10k'] },
      { countryCode: 'IT', distances: ['marathon', 'marathon'] },
      { countryCode: 'US', distances: ['5k', '10k'] },
      { countryCode: 'IT', distances: ['half'] },
      { countryCode: 'DE', distances: ['marathon'] },
    ]);
    expect(stats.events).toBe(6);
    expect(stats.countries).toBe(4);
    expect(stats.distances).toBe(4);
    // A race offering a distance twice counts once for it.
    expect(stats.topDistances).toEqual([
      { key: '10k', count: 3 },
      { key: 'marathon', count: 3 },
      { key: 'half', count: 2 },
      { key: '5k', count: 1 },
    ]);
    expect(stats.topCountries).toEqual([
      { key: 'FR', count: 2 },
      { key: 'IT', count: 2 },
      { key: 'DE', count: 1 },
      { key: 'US', count: 1 },
    ]);
  });

  it('keeps the top N and does not depend on the rows’ order', () => {
    const rows = ['AT', 'BE', 'CH', 'DE', 'ES', 'FR', 'FR'].map((countryCode, i) => ({ countryCode, distances: [`${(i + 1) * 1000}m`] }));
    const a = calendarStatistics(rows, 3);
    const b = calendarStatistics([...rows].reverse(), 3);
    expect(a).toEqual(b);
    expect(a.topCountries.map((r) => r.key)).toEqual(['FR', 'AT', 'BE']);
    expect(a.topDistances).toHaveLength(3);
  });

  it('is all zeros for no race', () => {
    expect(calendarStatistics([])).toEqual({ events: 0, countries: 0, distances: 0, topDistances: [], topCountries: [] });
  });
});
