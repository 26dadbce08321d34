import { tokenMetres } from './event-distances.ts';

export interface StatisticsRow {
  countryCode: string;
  distances: readonly string[];
}

export interface Ranked {
  key: string;
  count: number;
}

/** SPEC 2's calendar statistics: how many races, countries and distances; the most frequent ones. */
export interface CalendarStatistics {
  events: number;
  countries: number;
  distances: number;
  topDistances: Ranked[];
  topCountries: Ranked[];
}

/** Most first; ties by the shorter distance (or the key), so the order never depends on the input's. */
function rank(counts: Map<string, number>, limit: number, tie: (a: string, b: string) => number): Ranked[] {
  return [...counts]
    .map(([key, count]) => ({ key, count }))
    .sort((a, b) => b.count - a.count || tie(a.key, b.key))
    .slice(0, limit);
}

/** Counts over the rows the filters selected; a race offering three distances counts once per distance. */
export function calendarStatistics(rows: readonly StatisticsRow[], limit = 5): CalendarStatistics {
  const countries = new Map<string, number>();
  const distances = new Map<string, number>();
  for (const row of rows) {
    countries.set(row.countryCode, (countries.get(row.countryCode) ?? 0) + 1);
    for (const token of new Set(row.distances)) distances.set(token, (distances.get(token) ?? 0) + 1);
  }
  return {
    events: rows.length,
    countries: countries.size,
    distances: distances.size,
    topDistances: rank(distances, limit, (a, b) => (tokenMetres(a) ?? 0) - (tokenMetres(b) ?? 0)),
    topCountries: rank(countries, limit, (a, b) => a.localeCompare(b)),
  };
}
